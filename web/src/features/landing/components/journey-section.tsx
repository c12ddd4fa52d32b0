import { LandingIcon, type LandingIconName } from './landing-icon';

// docs/product.md "Landing page": the 4-step journey.
const STEPS: readonly { name: string; icon: LandingIconName; text: string }[] = [
  { name: 'Idea', icon: 'bulb', text: 'Pick a validated idea from the marketplace, or generate one from a problem you know well.' },
  { name: 'MVP', icon: 'rocket', text: 'Scope it with a product requirements doc and a one-click mockup, then build the smallest thing that works.' },
  { name: 'First Users', icon: 'users', text: 'Run validation hacks, launch a pre-launch page and turn early interest into your first users.' },
  { name: 'Pre-seed/Seed', icon: 'coins', text: 'Raise with a pitch deck, a financial plan and the traction you gathered on the way.' },
];

export function JourneySection() {
  return (
    <section className="landing-section landing-journey" aria-labelledby="landing-journey-title">
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">Your journey</p>
          <h2 id="landing-journey-title" className="landing-section__title">
            Four steps from idea to funding
          </h2>
          <p className="landing-section__lead">One platform for every stage, so nothing you learn gets lost between tools.</p>
        </header>
        <ol className="journey">
          {STEPS.map((step, index) => (
            <li key={step.name} className="journey__step">
              <span className="journey__marker">
                <LandingIcon name={step.icon} />
              </span>
              <span className="journey__number">Step {index + 1}</span>
              <h3 className="journey__name">{step.name}</h3>
              <p className="journey__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
