import './spinner.css';

interface SpinnerProps {
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

export function Spinner({ label = 'Loading', size = 'medium' }: SpinnerProps) {
  return (
    <span className="spinner" data-size={size} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
