import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { marketSizeFigure, primaryCategory } from '@app/domain/ideas/idea-display';
import { Link } from 'react-router';
import { LandingIcon } from './landing-icon';

/**
 * A compact card of a featured idea: category, title, description, market size and type (a lock when the viewer's
 * tier does not open a premium idea). The whole card leads to the marketplace.
 */
export function FeaturedIdeaCard({ idea }: { idea: IdeaCardView }) {
  const titleId = `featured-idea-${idea.id}-title`;
  const descriptionId = `featured-idea-${idea.id}-description`;
  const typeId = `featured-idea-${idea.id}-type`;
  const premium = idea.type === 'PREMIUM';
  return (
    <Link to="/marketplace" className="idea-tile" aria-labelledby={`${titleId} ${typeId}`} aria-describedby={descriptionId}>
      <span className="idea-tile__top">
        <span className="idea-tile__category">{primaryCategory(idea.category) || 'Uncategorised'}</span>
        <span id={typeId} className="idea-tile__type" data-type={premium ? 'premium' : 'free'}>
          {premium && idea.locked && <LandingIcon name="lock" size={14} />}
          {premium ? 'Premium' : 'Free'}
          {premium && idea.locked && <span className="visually-hidden"> (locked)</span>}
        </span>
      </span>
      <h3 id={titleId} className="idea-tile__title">
        {idea.title}
      </h3>
      <p id={descriptionId} className="idea-tile__description">
        {idea.description}
      </p>
      <span className="idea-tile__market">
        <span className="idea-tile__market-label">Market size</span>
        <span className="idea-tile__market-figure">{marketSizeFigure(idea.marketSize ?? '')}</span>
      </span>
    </Link>
  );
}

/** A card-shaped placeholder while the ideas load. */
export function FeaturedIdeaSkeleton() {
  return (
    <div className="idea-tile idea-tile--skeleton" aria-hidden>
      <span className="landing-skeleton landing-skeleton--chip" />
      <span className="landing-skeleton landing-skeleton--title" />
      <span className="landing-skeleton landing-skeleton--line" />
      <span className="landing-skeleton landing-skeleton--line" />
      <span className="landing-skeleton landing-skeleton--line landing-skeleton--short" />
    </div>
  );
}
