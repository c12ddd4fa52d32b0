import { useNavigate } from 'react-router';

/**
 * Closes the checkout pop-up, which is what its opener waits for (it reloads then). A window the browser does not let
 * a script close (the page opened by its address) goes home instead of doing nothing.
 */
export function CloseWindowButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`button button--${variant}`}
      onClick={() => {
        window.close();
        // `closed` turns true at once when the browser accepts the close.
        if (!window.closed) void navigate('/');
      }}
    >
      Close Window
    </button>
  );
}
