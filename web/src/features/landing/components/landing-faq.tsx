import { FaqAccordion } from '../../../components/ui/faq-accordion';
import { LANDING_FAQ } from '../content/landing-faq';

/** docs/product.md "Landing page": the FAQ, one answer open at a time. */
export function LandingFaq() {
  return (
    <section className="landing-section landing-faq" aria-labelledby="landing-faq-title">
      <div className="container landing-faq__inner">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">FAQ</p>
          <h2 id="landing-faq-title" className="landing-section__title">
            Frequently asked questions
          </h2>
        </header>
        <FaqAccordion entries={LANDING_FAQ} />
      </div>
    </section>
  );
}
