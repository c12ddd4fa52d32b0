import './error-fallback.css';

// docs/product.md "Error catalogue" ("Other"): the full-page fallback shown when rendering fails.
export function ErrorFallback({ error }: { error: unknown }) {
  const message = error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
  return (
    <div className="error-fallback" role="alert">
      <h1>Something went wrong</h1>
      <p className="error-fallback__message">{message}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload page
      </button>
    </div>
  );
}
