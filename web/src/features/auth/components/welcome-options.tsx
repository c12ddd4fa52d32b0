import { Link } from 'react-router';
import './welcome-options.css';

/** The Welcome dialog's two ways to begin (docs/product.md "Accounts and sessions"). */
export function WelcomeOptions({ onBrowse, onStartNewIdea }: { onBrowse: () => void; onStartNewIdea: () => void }) {
  return (
    <div className="welcome-options">
      <Link to="/marketplace" className="welcome-option" onClick={onBrowse}>
        <span className="welcome-option__icon" aria-hidden>
          <SearchIcon />
        </span>
        <span className="welcome-option__title">Browse Ideas</span>
        <span className="welcome-option__text">1000+ Validated Ideas</span>
      </Link>
      <button type="button" className="welcome-option" onClick={onStartNewIdea}>
        <span className="welcome-option__icon welcome-option__icon--accent" aria-hidden>
          <SparkIcon />
        </span>
        <span className="welcome-option__title">Start New Idea</span>
        <span className="welcome-option__text">Describe a problem and we&apos;ll productize a solution</span>
      </button>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

function SparkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
      <path d="M12 2l2.2 6.3L20.5 10l-6.3 2.2L12 18.5l-2.2-6.3L3.5 10l6.3-1.7L12 2Zm7 13 1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1 1-2.5Z" />
    </svg>
  );
}
