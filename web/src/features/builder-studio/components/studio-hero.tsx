import { COHORT_SIZE, PROGRAMME_DAYS, STUDIO_CLAIMS } from '../content/studio-content';
import { StudioIcon, type StudioIconName } from './studio-icon';

const CLAIM_ICONS: readonly StudioIconName[] = ['users', 'calendar', 'clock'];

/** The page's hero with the programme's three claims (docs/product.md "Builder Studio", "Limits"). */
export function StudioHero() {
  return (
    <section className="studio-hero" aria-labelledby="studio-title">
      <div className="container studio-hero__inner">
        <p className="studio-hero__eyebrow">Cohort programme for early-stage founders</p>
        <h1 id="studio-title" className="studio-hero__title">
          Builder Studio
        </h1>
        <p className="studio-hero__lead">
          {PROGRAMME_DAYS} days from idea to a working MVP and your first users, alongside {COHORT_SIZE} founders who
          ship every week. Live sessions, a mentor who reads your work, and a demo day at the end.
        </p>
        <div className="studio-hero__actions">
          <a href="#apply" className="button button--accent button--large">
            Apply Now
          </a>
          <a href="#programme" className="button button--secondary button--large">
            See the Programme
          </a>
        </div>
        <ul className="studio-claims" aria-label="The programme at a glance">
          {STUDIO_CLAIMS.map((claim, index) => (
            <li key={claim.label} className="studio-claim">
              <span className="studio-claim__icon">
                <StudioIcon name={CLAIM_ICONS[index] ?? 'check'} />
              </span>
              <span className="studio-claim__figure">{claim.figure}</span>
              <span className="studio-claim__label">{claim.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
