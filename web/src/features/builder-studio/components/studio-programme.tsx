import { PROGRAMME, PROGRAMME_DAYS, PROGRAMME_WEEKS } from '../content/studio-content';
import { StudioIcon } from './studio-icon';

/** The 28-day outline, week by week (docs/product.md "Builder Studio"). */
export function StudioProgramme() {
  return (
    <section className="studio-section studio-section--alt" id="programme" aria-labelledby="studio-programme-title">
      <div className="container">
        <header className="studio-section__header">
          <p className="studio-section__eyebrow">The programme</p>
          <h2 id="studio-programme-title" className="studio-section__title">
            {PROGRAMME_DAYS} days, {PROGRAMME_WEEKS} weeks, one goal each
          </h2>
          <p className="studio-section__lead">
            Every week ends with something real: interviews done, a mockup tested, an MVP live, a pitch delivered.
          </p>
        </header>
        <ol className="studio-weeks">
          {PROGRAMME.map((week) => (
            <li key={week.week} className="studio-week">
              <div className="studio-week__header">
                <span className="studio-week__number">Week {week.week}</span>
                <span className="studio-week__days">{week.days}</span>
              </div>
              <h3 className="studio-week__title">{week.title}</h3>
              <p className="studio-week__goal">{week.goal}</p>
              <ul className="studio-week__activities">
                {week.activities.map((activity) => (
                  <li key={activity} className="studio-week__activity">
                    <StudioIcon name="check" size={18} />
                    <span>{activity}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
