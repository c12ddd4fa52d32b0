import { F6S_APPLY_URL, REVIEW_TIME } from '../content/studio-content';
import { ApplicationForm } from './application-form';
import { StudioIcon } from './studio-icon';

/**
 * The two ways to apply (docs/product.md "Builder Studio"): on F6S (an external page, opened in a new tab; no
 * third-party script is loaded here) or with the form on this page.
 */
export function StudioApply() {
  return (
    <section className="studio-section studio-section--alt" id="apply" aria-labelledby="studio-apply-title">
      <div className="container">
        <header className="studio-section__header">
          <p className="studio-section__eyebrow">Apply</p>
          <h2 id="studio-apply-title" className="studio-section__title">
            Apply for the next cohort
          </h2>
          <p className="studio-section__lead">Applications are reviewed within {REVIEW_TIME}. Pick whichever way suits you.</p>
        </header>
        <div className="studio-apply">
          <aside className="studio-apply__f6s" aria-labelledby="studio-f6s-title">
            <h3 id="studio-f6s-title" className="studio-apply__title">
              Apply on F6S
            </h3>
            <p className="studio-apply__text">
              Already have an F6S profile? Apply there with your existing details; it reaches the same team.
            </p>
            <a href={F6S_APPLY_URL} target="_blank" rel="noopener noreferrer" className="button button--secondary">
              Apply on F6S
              <StudioIcon name="external" size={16} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </aside>
          <section className="studio-apply__direct card" aria-labelledby="studio-form-title">
            <h3 id="studio-form-title" className="studio-apply__title">
              <StudioIcon name="form" size={20} /> Apply directly
            </h3>
            <ApplicationForm />
          </section>
        </div>
      </div>
    </section>
  );
}
