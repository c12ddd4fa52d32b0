import { primaryCategory } from '@app/domain/ideas/idea-display';
import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../config/product';
import { PREMIUM_CONTENT } from '../utils/marketplace-gates';

// Pieces the idea detail dialog and the /marketplace/{id} page share.
/** docs/product.md "Limits": the detail dialog shows 3 tags; the rest are counted as '+N more'. */
export const DETAIL_TAG_LIMIT = 3;

/**
 * The shown tags and how many more there are; tags may come as a list or (docs/product.md "Data model") an object
 * holding one.
 */
export function detailTags(tags: unknown): { shown: string[]; more: number } {
  const raw: unknown = Array.isArray(tags) ? tags : typeof tags === 'object' && tags !== null && 'list' in tags ? tags.list : [];
  const list = Array.isArray(raw) ? raw.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '') : [];
  return { shown: list.slice(0, DETAIL_TAG_LIMIT), more: Math.max(0, list.length - DETAIL_TAG_LIMIT) };
}

export function IdeaBadges({ idea }: { idea: Pick<IdeaCardView, 'category' | 'type' | 'stamp' | 'source'> }) {
  const category = primaryCategory(idea.category);
  return (
    <div className="idea-badges">
      {category && <span className="idea-badge">{category}</span>}
      {idea.stamp && (
        <span className="idea-badge idea-badge--stamp" data-stamp={idea.stamp}>
          {idea.stamp}
        </span>
      )}
      {idea.type === 'PREMIUM' && <span className="idea-badge idea-badge--premium">Premium</span>}
      <span className="idea-badge idea-badge--source" title={idea.source === 'FD' ? `Added by ${PRODUCT_NAME}` : 'User generated'}>
        {idea.source === 'FD' ? 'FD' : 'UGC'}
      </span>
    </div>
  );
}

export function IdeaTags({ tags }: { tags: unknown }) {
  const { shown, more } = detailTags(tags);
  if (shown.length === 0) return null;
  return (
    <ul className="idea-tags" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className="idea-tag">
          {tag}
        </li>
      ))}
      {more > 0 && <li className="idea-tag idea-tag--more">+{more} more</li>}
    </ul>
  );
}

/** One titled text of an idea; nothing when the text is empty. */
export function IdeaSection({ title, children }: { title: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <section className="idea-section">
      <h3 className="idea-section__title">{title}</h3>
      <div className="idea-section__text">{children}</div>
    </section>
  );
}

/** The body's place while the idea loads (its card shows meanwhile). */
export function IdeaBodySkeleton() {
  return (
    <div className="idea-body-skeleton" aria-hidden>
      <span className="skeleton skeleton--title" />
      <span className="skeleton" />
      <span className="skeleton skeleton--short" />
      <span className="skeleton skeleton--title" />
      <span className="skeleton" />
      <span className="skeleton skeleton--short" />
    </div>
  );
}

/** The notice in place of a premium idea's body for a viewer who may not read it. */
export function PremiumNotice({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <div className="premium-notice" role="note">
      <span className="premium-notice__icon" aria-hidden>
        <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </span>
      <p className="premium-notice__text">
        <strong>{PREMIUM_CONTENT.title}:</strong> {PREMIUM_CONTENT.description}
      </p>
      <button type="button" className="button button--accent button--small" onClick={onUpgrade}>
        Upgrade
      </button>
    </div>
  );
}
