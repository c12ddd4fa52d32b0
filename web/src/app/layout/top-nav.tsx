import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../config/product';
import { BuildIdeaButtons } from './build-idea-buttons';
import { LiveIndicator } from './live-indicator';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { SessionControls } from './session-controls';

const MOBILE_MENU_ID = 'mobile-menu';

export function TopNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className="top-nav">
      <div className="top-nav__bar container">
        <Link to="/" className="brand" onClick={closeMenu}>
          <span className="brand__mark" aria-hidden>
            <BulbIcon />
          </span>
          <span className="brand__name">{PRODUCT_NAME}</span>
        </Link>
        <nav aria-label="Main" className="top-nav__links desktop-only">
          <NavLinks />
        </nav>
        <div className="top-nav__actions desktop-only">
          <BuildIdeaButtons />
        </div>
        <SessionControls />
        <button
          type="button"
          className="icon-button mobile-only"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {menuOpen && <MobileMenu id={MOBILE_MENU_ID} onClose={closeMenu} />}
      <LiveIndicator />
    </header>
  );
}

function BulbIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
      <path d="M12 2a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2Zm-3 18h6v1a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-1Z" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
