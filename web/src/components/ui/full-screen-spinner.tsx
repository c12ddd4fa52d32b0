import { Spinner } from './spinner';

/** Covers the page while something the whole screen depends on loads (session verification, a route's code). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="full-screen-spinner">
      <Spinner size="large" label={label} />
    </div>
  );
}
