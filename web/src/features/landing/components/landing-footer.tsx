import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../config/product';
import { SOCIAL_PROFILE_URL, VALIDATION_AGENT_URL } from '../content/landing-links';
import { LandingIcon } from './landing-icon';

/**
 * docs/product.md "Landing page": links to the terms, Builder Studio, the validation agent's site and the social
 * profile.
 */
export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="container landing-footer__inner">
        <div className="landing-footer__brand">
          <p className="landing-footer__name">{PRODUCT_NAME}</p>
          <p className="landing-footer__tagline">From idea to launch in one platform.</p>
        </div>
        <nav className="landing-footer__nav" aria-label="Footer">
          <ul className="landing-footer__links">
            <li>
              <Link to="/terms" className="landing-footer__link">
                Terms &amp; Privacy
              </Link>
            </li>
            <li>
              <Link to="/builderstudio" className="landing-footer__link">
                Builder Studio
              </Link>
            </li>
            <li>
              <a href={VALIDATION_AGENT_URL} target="_blank" rel="noopener noreferrer" className="landing-footer__link">
                Validation Agent
                <LandingIcon name="external" size={14} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={SOCIAL_PROFILE_URL} target="_blank" rel="noopener noreferrer" className="landing-footer__link">
                Follow us on X
                <LandingIcon name="external" size={14} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
        <p className="landing-footer__copyright">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
