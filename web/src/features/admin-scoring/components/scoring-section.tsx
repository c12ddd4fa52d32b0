import { useId, useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useRubricVersions } from '../api/get-rubric-versions';
import { RUBRIC_VERSIONS_FAILED } from '../utils/scoring-toasts';
import { newestDraft } from '../utils/rubric-versions';
import { DraftComparison } from './draft-comparison';
import { RubricVersionsTable } from './rubric-versions-table';
import './admin-scoring.css';

/**
 * The admin's Scoring section (docs/product.md "Scores and market sizing"): the rubric's versions, and for a draft the
 * comparison with the active version and the switch or the discard. `progress` is the running jobs' view.
 */
export function ScoringSection({ progress }: { progress: ReactNode }) {
  const versions = useRubricVersions();
  const titleId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = versions.data ?? [];
  const active = list.find((version) => version.status === 'active');
  const draft = list.find((version) => version.version === chosen && version.status === 'draft') ?? newestDraft(list);

  return (
    <>
      {progress}
      <section className="card scoring-card" aria-labelledby={titleId} aria-busy={versions.isFetching}>
        <h2 id={titleId} className="card__title">
          Scoring rubric
        </h2>
        <p className="card__description">
          Every change of the scoring prompt in System Prompts drafts a new version of the rubric. Re-score the ideas with a draft, compare its scores with the
          active version&apos;s, then switch to it or discard it. While a re-score runs the marketplace keeps showing the active scores; both versions&apos;
          scores stay in the store either way.
        </p>
        {versions.isPending ? (
          <Spinner label="Loading the rubric versions" />
        ) : versions.isError ? (
          <div role="alert">
            <p>{RUBRIC_VERSIONS_FAILED}</p>
            <button type="button" className="button button--secondary" onClick={() => void versions.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <RubricVersionsTable versions={list} selected={draft?.version ?? null} onCompare={setChosen} />
        )}
        {draft && active && <DraftComparison key={draft.version} draft={draft} active={active.version} />}
        {versions.data && !draft && <p className="scoring-card__empty">No draft to compare: save a change of the scoring prompt in System Prompts to draft one.</p>}
      </section>
    </>
  );
}
