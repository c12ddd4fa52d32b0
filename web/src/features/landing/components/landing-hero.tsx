import { Link } from 'react-router';

/**
 * docs/product.md "Landing page": 'From Idea to Launch in One Platform' with Get Started leading to the marketplace.
 */
export function LandingHero() {
  return (
    <section className="hero" aria-labelledby="landing-hero-title">
      <div className="container hero__inner">
        <p className="hero__eyebrow">1000+ validated startup ideas</p>
        <h1 id="landing-hero-title" className="hero__title">
          From Idea to Launch in One Platform
        </h1>
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
