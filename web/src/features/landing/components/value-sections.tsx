import { LandingIcon, type LandingIconName } from './landing-icon';

// docs/product.md "Landing page": sections on discovery, investment readiness and product-market fit, each with its
// feature cards.

interface FeatureCard {
  icon: LandingIconName;
  title: string;
  text: string;
}

interface ValueSection {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  cards: readonly FeatureCard[];
}

const SECTIONS: readonly ValueSection[] = [
  {
    id: 'discovery',
    eyebrow: 'Discovery',
    title: 'Find the idea worth your next few years',
    lead: 'Stop starting from a blank page. Every idea comes with the problem, the market and the competition already researched.',
    cards: [
      {
        icon: 'search',
        title: '1000+ validated ideas',
        text: 'Search and filter by category, business model, country and technology, and sort by market size, popularity or competition.',
      },
      {
        icon: 'trend',
        title: 'The trends behind them',
        text: 'Follow real problems and requests for startups, and see which ideas answer each one.',
      },
      {
        icon: 'bookmark',
        title: 'Your own workspace',
        text: 'Save the ideas you like, edit them to fit your angle, and keep your own ideas next to them.',
      },
    ],
  },
  {
    id: 'investment-readiness',
    eyebrow: 'Investment readiness',
    title: 'Walk into every conversation prepared',
    lead: 'Generate the documents investors and partners ask for, from the idea you saved, in minutes instead of weeks.',
    cards: [
      {
        icon: 'document',
        title: 'Product requirements doc',
        text: 'Scope, users, features and milestones written out so you or your team can start building.',
      },
      {
        icon: 'presentation',
        title: 'Pitch deck',
        text: 'A narrative from problem to ask, structured the way early-stage investors read a deck.',
      },
      {
        icon: 'chart',
        title: 'Financial plan and go-to-market',
        text: 'Revenue model, costs and the first channels to reach customers, ready to refine with real numbers.',
      },
    ],
  },
  {
    id: 'product-market-fit',
    eyebrow: 'Product-market fit',
    title: 'Prove that people want it',
    lead: 'Power-ups turn an idea into experiments you can run this week, before you write a line of code.',
    cards: [
      {
        icon: 'target',
        title: 'Differentiators and defensibles',
        text: 'What makes your take different, and what keeps copycats from catching up once it works.',
      },
      {
        icon: 'flask',
        title: 'Validation hacks',
        text: 'Cheap, fast tests that show whether the problem hurts enough for people to pay.',
      },
      {
        icon: 'users',
        title: 'Virality and a pre-launch page',
        text: 'Ways to make users bring users, and a page to collect your first sign-ups.',
      },
    ],
  },
];

export function ValueSections() {
  return (
    <>
      {SECTIONS.map((section) => (
        <section
          key={section.id}
          className="landing-section landing-value"
          data-section={section.id}
          aria-labelledby={`landing-${section.id}-title`}
        >
          <div className="container">
            <header className="landing-section__header">
              <p className="landing-section__eyebrow">{section.eyebrow}</p>
              <h2 id={`landing-${section.id}-title`} className="landing-section__title">
                {section.title}
              </h2>
              <p className="landing-section__lead">{section.lead}</p>
            </header>
            <ul className="landing-features">
              {section.cards.map((card) => (
                <li key={card.title} className="landing-feature">
                  <span className="landing-feature__icon">
                    <LandingIcon name={card.icon} />
                  </span>
                  <h3 className="landing-feature__title">{card.title}</h3>
                  <p className="landing-feature__text">{card.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}
