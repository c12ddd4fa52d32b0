import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { businessModelLabel, competitionLabel, marketSizeFigure, primaryCategory } from '@app/domain/ideas/idea-display';
import { Link } from 'react-router';
import { useRemoveTrendIdea } from '../api/remove-trend-idea';
import { ideaSourceTag } from '../utils/idea-candidates';
import { LockIcon, TrashIcon } from './icons';

interface TrendIdeaCardProps {
  idea: IdeaCardView;
  trendId: number;
  /** The viewer lacks PREMIUM for a premium idea. */
  locked: boolean;
  isAdmin: boolean;
}

/**
 * An idea of the trend (docs/product.md "Trends"): category, lock, stamp, source tag, title, description, market
 * size figure, business model's first word, competition before its dash, wow factor; ADMIN can remove it. The title
 * links to the idea's page, and the link covers the whole card (the remove button sits above it).
 */
export function TrendIdeaCard({ idea, trendId, locked, isAdmin }: TrendIdeaCardProps) {
  const titleId = `trend-idea-${idea.id}-title`;
  const competition = competitionLabel(idea.competition);
  const businessModel = businessModelLabel(idea.businessModel);
  return (
    <article className="trend-idea" aria-labelledby={titleId}>
      <div className="trend-idea__top">
        <div className="trend-idea__tags">
          <span className="trend-idea__category">{primaryCategory(idea.category) || 'Uncategorised'}</span>
          {locked && (
            <span className="trend-idea__lock" title="Premium idea: upgrade to PREMIUM to read it in full">
              <LockIcon />
              <span className="visually-hidden">Premium idea</span>
            </span>
          )}
          {idea.stamp && (
            <span className="trend-idea__stamp" data-stamp={idea.stamp}>
              {idea.stamp}
            </span>
          )}
          <span className="trend-idea__source" data-source={ideaSourceTag(idea.source)}>
            {ideaSourceTag(idea.source)}
          </span>
        </div>
        {isAdmin && <RemoveIdeaButton trendId={trendId} idea={idea} />}
      </div>
      <h3 id={titleId} className="trend-idea__title">
        <Link to={`/marketplace/${idea.id}`} className="trend-idea__link">
          {idea.title}
        </Link>
      </h3>
      <p className="trend-idea__description">{idea.description}</p>
      <dl className="trend-idea__facts">
        <div className="trend-idea__fact">
          <dt>Market Size</dt>
          <dd>{marketSizeFigure(idea.marketSize)}</dd>
        </div>
        <div className="trend-idea__fact">
          <dt>Business Model</dt>
          <dd>{businessModel || 'N/A'}</dd>
        </div>
        <div className="trend-idea__fact">
          <dt>Competition</dt>
          <dd>{competition || 'N/A'}</dd>
        </div>
      </dl>
      {idea.wowFactor && (
        <p className="trend-idea__wow">
          <span className="trend-idea__wow-label">Wow factor</span>
          {idea.wowFactor}
        </p>
      )}
    </article>
  );
}

/** ADMIN only (docs/product.md "Trends"): unlinks the idea from the trend; the idea itself stays. */
function RemoveIdeaButton({ trendId, idea }: { trendId: number; idea: Pick<IdeaCardView, 'id' | 'title'> }) {
  const remove = useRemoveTrendIdea();
  return (
    <button
      type="button"
      className="icon-button trend-idea__remove"
      aria-label={`Remove ${idea.title} from this trend`}
      title="Remove from trend"
      disabled={remove.isPending}
      aria-busy={remove.isPending}
      onClick={() => remove.mutate({ trendId, ideaId: idea.id })}
    >
      {remove.isPending ? <span className="spinner" data-size="small" aria-hidden /> : <TrashIcon />}
    </button>
  );
}
