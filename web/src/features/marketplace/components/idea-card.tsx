import { businessModelLabel, competitionLabel, marketSizeFigure, primaryCategory } from '@app/domain/ideas/idea-display';
import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import type { Role } from '@app/domain/shared/roles';
import { memo } from 'react';
import { ScoreBadge } from '../../../components/idea-charts/score-badge';
import { Sparkline } from '../../../components/idea-charts/sparkline';
import { PRODUCT_NAME } from '../../../config/product';
import { isLockedFor, type CardAction } from '../utils/marketplace-gates';
import { AutoDeleteCountdown } from './auto-delete-countdown';
import { MarketplaceIcon } from './marketplace-icons';

/**
 * Tags shown on a card; the rest are counted as '+N more' (docs/product.md "Marketplace and idea detail", "Limits").
 */
export const CARD_TAG_LIMIT = 3;

export interface IdeaCardProps {
  idea: IdeaCardView;
  /** The idea's last 30 days of activity; undefined while its page's sparklines load. */
  sparkline?: readonly number[] | undefined;
  /** The viewer's role, null when signed out: decides the lock icon. */
  role: Role | null;
  onAction: (action: CardAction, idea: IdeaCardView) => void;
}

/** The shown tags and how many more there are. */
export function cardTags(tags: unknown): { shown: string[]; more: number } {
  const list = Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string' && tag !== '') : [];
  return { shown: list.slice(0, CARD_TAG_LIMIT), more: Math.max(0, list.length - CARD_TAG_LIMIT) };
}

/** 'FD' for the platform's own ideas, 'UGC' for user generated ones (UGI, UGP2P). */
export function sourceTag(source: IdeaCardView['source']): { label: 'FD' | 'UGC'; title: string } {
  return source === 'FD' ? { label: 'FD', title: `Added by ${PRODUCT_NAME}` } : { label: 'UGC', title: 'User generated' };
}

/**
 * One idea of the marketplace (docs/product.md "Marketplace and idea detail"): category, stamp, premium lock, source,
 * the overall score, title, description, market size, business model, competition, the country and a 30-day
 * sparkline (docs/features.md "Scores", "Momentum"), wow factor, tags, the auto-delete countdown and the four buttons.
 * Its height is fixed (texts are clamped) so the grid can be windowed.
 */
export const IdeaCard = memo(function IdeaCard({ idea, sparkline, role, onAction }: IdeaCardProps) {
  const titleId = `idea-card-${idea.id}-title`;
  const premium = idea.type === 'PREMIUM';
  const locked = isLockedFor(idea, role);
  const { shown, more } = cardTags(idea.tags);
  const source = sourceTag(idea.source);
  const category = primaryCategory(idea.category);
  return (
    <article className="idea-card" aria-labelledby={titleId} data-premium={premium || undefined}>
      <div className="idea-card__badges">
        {category && <span className="idea-card__category">{category}</span>}
        {idea.stamp && (
          <span className="idea-card__stamp" data-stamp={idea.stamp}>
            {idea.stamp}
          </span>
        )}
        <span className="idea-card__badges-end">
          <ScoreBadge score={idea.score} />
          {premium && (
            <span className="idea-card__premium" title={locked ? 'Premium idea: upgrade to PREMIUM to read it' : 'Premium idea'}>
              {locked && <MarketplaceIcon name="lock" size={13} />}
              Premium
              {locked && <span className="visually-hidden"> (locked)</span>}
            </span>
          )}
          <span className="idea-card__source" title={source.title}>
            {source.label}
            <span className="visually-hidden"> ({source.title})</span>
          </span>
        </span>
      </div>

      <h3 id={titleId} className="idea-card__title" title={idea.title}>
        {idea.title}
      </h3>
      <p className="idea-card__description">{idea.description}</p>

      <dl className="idea-card__facts">
        <div className="idea-card__fact">
          <dt>Market Size</dt>
          <dd>{marketSizeFigure(idea.marketSize)}</dd>
        </div>
        <div className="idea-card__fact">
          <dt>Business Model</dt>
          <dd>{businessModelLabel(idea.businessModel) || 'N/A'}</dd>
        </div>
        <div className="idea-card__fact">
          <dt>Competition</dt>
          <dd>{competitionLabel(idea.competition) || 'N/A'}</dd>
        </div>
      </dl>

      <div className="idea-card__signals">
        <span className="idea-card__country" title={`Country: ${idea.country}`}>
          <MarketplaceIcon name="pin" size={14} />
          <span className="idea-card__country-name">
            <span className="visually-hidden">Country: </span>
            {idea.country}
          </span>
        </span>
        <Sparkline values={sparkline} />
      </div>

      {idea.wowFactor && (
        <p className="idea-card__wow">
          <span className="idea-card__wow-label">Wow factor: </span>
          {idea.wowFactor}
        </p>
      )}

      {(shown.length > 0 || more > 0) && (
        <ul className="idea-card__tags" aria-label="Tags">
          {shown.map((tag) => (
            <li key={tag} className="idea-card__tag">
              {tag}
            </li>
          ))}
          {more > 0 && <li className="idea-card__tag idea-card__tag--more">+{more} more</li>}
        </ul>
      )}

      <AutoDeleteCountdown idea={idea} />

      <div className="idea-card__actions">
        <button type="button" className="button button--primary button--small" aria-describedby={titleId} onClick={() => onAction('learn-more', idea)}>
          Learn More
        </button>
        <button type="button" className="button button--secondary button--small" aria-describedby={titleId} onClick={() => onAction('save', idea)}>
          Save Idea
        </button>
        <button type="button" className="button button--secondary button--small" aria-describedby={titleId} onClick={() => onAction('share', idea)}>
          Share
        </button>
        <button type="button" className="button button--secondary button--small" aria-describedby={titleId} onClick={() => onAction('mockup', idea)}>
          Mockup
        </button>
      </div>
    </article>
  );
});

/** A card's shape while the ideas load. */
export function IdeaCardSkeleton() {
  return (
    <div className="idea-card idea-card--skeleton" aria-hidden>
      <span className="skeleton skeleton--badge" />
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
      <span className="skeleton skeleton--facts" />
      <span className="skeleton skeleton--line skeleton--short" />
      <span className="skeleton skeleton--actions" />
    </div>
  );
}
