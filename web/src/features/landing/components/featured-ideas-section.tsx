import { FEATURED_IDEA_IDS } from '@app/domain/ideas/idea-enumerations';
import { Link } from 'react-router';
import { useFeaturedIdeas } from '../api/get-featured-ideas';
import { FeaturedIdeaCard, FeaturedIdeaSkeleton } from './featured-idea-card';

// The marketplace's load-failure wording (docs/product.md "Landing page"), which fits this read of the same list.
export const FEATURED_IDEAS_ERROR = {
  title: 'Error Loading Ideas',
  description: 'There was a problem loading the ideas platform. Please try again later.',
} as const;

/** docs/product.md "Landing page": the 13 featured ideas, in the order of their fixed ids. */
export function FeaturedIdeasSection() {
  const ideas = useFeaturedIdeas();
  return (
    <section className="landing-section landing-featured" aria-labelledby="landing-featured-title" aria-busy={ideas.isPending}>
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">Featured ideas</p>
          <h2 id="landing-featured-title" className="landing-section__title">
            Hand-picked ideas to start from
          </h2>
          <p className="landing-section__lead">
            A taste of the marketplace. Open any of them to browse the full catalog with filters and search.
          </p>
        </header>
        {ideas.isPending ? (
          <>
            <p className="visually-hidden" role="status">
              Loading featured ideas
            </p>
            <div className="idea-tiles">
              {FEATURED_IDEA_IDS.map((id) => (
                <FeaturedIdeaSkeleton key={id} />
              ))}
            </div>
          </>
        ) : ideas.isError ? (
          <div className="landing-featured__state" role="alert">
            <p className="landing-featured__state-title">{FEATURED_IDEAS_ERROR.title}</p>
            <p>{FEATURED_IDEAS_ERROR.description}</p>
            <button type="button" className="button button--secondary" onClick={() => void ideas.refetch()}>
              Try again
            </button>
          </div>
        ) : ideas.data.length === 0 ? (
          <div className="landing-featured__state">
            <p>No featured ideas to show yet.</p>
          </div>
        ) : (
          <ul className="idea-tiles" aria-label="Featured ideas">
            {ideas.data.map((idea) => (
              <li key={idea.id}>
                <FeaturedIdeaCard idea={idea} />
              </li>
            ))}
            {/* Fills the last row of the grid, whatever the number of columns. */}
            <li className="idea-tiles__more">
              <Link to="/marketplace" className="idea-tile idea-tile--more">
                <span className="idea-tile__more-title">Browse all 1000+ ideas</span>
                <span className="idea-tile__more-text">Search, filter by category, business model and country, and sort by market size.</span>
                <span className="button button--primary">Open the Marketplace</span>
              </Link>
            </li>
          </ul>
        )}
        {!ideas.isSuccess || ideas.data.length === 0 ? (
          <div className="landing-featured__more">
            <Link to="/marketplace" className="button button--secondary">
              Browse all ideas
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
