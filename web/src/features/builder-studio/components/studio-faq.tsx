import { FaqAccordion } from '../../../components/ui/faq-accordion';
import { STUDIO_FAQ } from '../content/studio-content';

/** The FAQ accordion of 7 questions (docs/product.md "Builder Studio", "Limits"), one answer open at a time. */
export function StudioFaq() {
  return (
    <section className="studio-section" aria-labelledby="studio-faq-title">
      <div className="container studio-faq">
        <header className="studio-section__header">
          <p className="studio-section__eyebrow">FAQ</p>
          <h2 id="studio-faq-title" className="studio-section__title">
            Questions founders ask
          </h2>
        </header>
        <FaqAccordion entries={STUDIO_FAQ} />
      </div>
    </section>
  );
}
