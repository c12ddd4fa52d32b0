import { useLocation, useNavigate } from 'react-router';
import './back-button.css';

/**
 * Goes back one entry in the history; when the page was opened directly (no earlier entry of this app to go back
 * to), goes to `fallback` instead of leaving the site.
 */
export function BackButton({ fallback = '/', label = 'Back' }: { fallback?: string; label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the entry the app was loaded on the key 'default'.
  const canGoBack = location.key !== 'default';
  return (
    <button
      type="button"
      className="button button--ghost back-button"
      onClick={() => void (canGoBack ? navigate(-1) : navigate(fallback))}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
        <path d="M15 18l-6-6 6-6" />
      </svg>
      {label}
    </button>
  );
}
