import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { primaryCategory } from '@app/domain/ideas/idea-display';
import { memo, useEffect, useRef, useState } from 'react';
import { ideaSourceTag } from '../utils/idea-candidates';

/** Rows rendered at first and added each time the reader nears the end: the catalog holds 1,000+ ideas. */
export const CANDIDATE_CHUNK = 60;

interface CandidateListProps {
  ideas: readonly IdeaCardView[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/**
 * The offered ideas as checkbox rows, rendered a chunk at a time: more rows come as the end of the list scrolls into
 * view (or on 'Show more', for keyboards), so opening the dialog or typing a search never renders the whole catalog.
 */
export function CandidateList({ ideas, selected, onToggle }: CandidateListProps) {
  const [limit, setLimit] = useState(CANDIDATE_CHUNK);
  const [shownFor, setShownFor] = useState(ideas);
  const listRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  // A new search or filter starts again from the top with one chunk.
  if (shownFor !== ideas) {
    setShownFor(ideas);
    setLimit(CANDIDATE_CHUNK);
  }

  const visible = ideas.slice(0, limit);
  const left = ideas.length - visible.length;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || left <= 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLimit((current) => current + CANDIDATE_CHUNK);
      },
      { root: listRef.current, rootMargin: '200px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [left, limit]);

  useEffect(() => {
    listRef.current?.scrollTo?.({ top: 0 });
  }, [ideas]);

  return (
    <div ref={listRef} className="add-ideas__list" role="group" aria-label={`Ideas to add (${ideas.length})`}>
      <ul className="add-ideas__rows">
        {visible.map((idea) => (
          <CandidateRow key={idea.id} idea={idea} checked={selected.has(idea.id)} onToggle={onToggle} />
        ))}
      </ul>
      {left > 0 && (
        <div ref={sentinelRef} className="add-ideas__more">
          <button type="button" className="button button--ghost button--small" onClick={() => setLimit((current) => current + CANDIDATE_CHUNK)}>
            Show more ({left} left)
          </button>
        </div>
      )}
    </div>
  );
}

const CandidateRow = memo(function CandidateRow({ idea, checked, onToggle }: { idea: IdeaCardView; checked: boolean; onToggle: (id: number) => void }) {
  const category = primaryCategory(idea.category);
  return (
    <li className="add-ideas__row" data-checked={checked ? '' : undefined}>
      <label className="add-ideas__row-label">
        <input type="checkbox" className="add-ideas__checkbox" checked={checked} onChange={() => onToggle(idea.id)} />
        <span className="add-ideas__row-body">
          <span className="add-ideas__row-title">{idea.title}</span>
          <span className="add-ideas__row-meta">
            {category && <span className="trend-idea__category">{category}</span>}
            <span className="add-ideas__type" data-type={idea.type}>
              {idea.type}
            </span>
            <span className="trend-idea__source" data-source={ideaSourceTag(idea.source)}>
              {ideaSourceTag(idea.source)}
            </span>
          </span>
          <span className="add-ideas__row-description">{idea.description}</span>
        </span>
      </label>
    </li>
  );
});
