import { FeaturedIdeasSection } from './featured-ideas-section';
import { JourneySection } from './journey-section';
import { LandingFaq } from './landing-faq';
import { LandingFooter } from './landing-footer';
import { LandingHero } from './landing-hero';
import { PricingSection } from './pricing-section';
import { ValueSections } from './value-sections';
import './landing.css';

/** The landing page of docs/product.md "Landing page", top to bottom. */
export function LandingPage() {
  return (
    <div className="landing">
      <LandingHero />
      <ValueSections />
      <JourneySection />
      <FeaturedIdeasSection />
      <PricingSection />
      <LandingFaq />
      <LandingFooter />
    </div>
  );
}
