import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../config/product';
import { useEmailVerificationWarning } from '../../features/auth/hooks/use-email-verification-warning';

// The hero of spec 000 §2; the rest of the landing page comes with its own issue.
export function LandingRoute() {
  useEmailVerificationWarning('landing');
  return (
    <section className="hero">
      <title>{`${PRODUCT_NAME}: From Idea to Launch`}</title>
      <div className="container hero__inner">
        <p className="hero__eyebrow">1000+ validated startup ideas</p>
        <h1 className="hero__title">From Idea to Launch in One Platform</h1>
        <p className="hero__lead">
          Discover validated ideas, follow the trends behind them and turn the one you pick into an investor-ready
          plan.
        </p>
        <div className="hero__actions">
          <Link to="/marketplace" className="button button--primary button--large">
            Get Started
          </Link>
          <Link to="/exploration" className="button button--secondary button--large">
            Explore Trends
          </Link>
        </div>
      </div>
    </section>
  );
}
