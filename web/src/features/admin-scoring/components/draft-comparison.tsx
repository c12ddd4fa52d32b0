import type { RubricVersionView } from '@app/domain/scoring/scoring-api';
import { Spinner } from '../../../components/ui/spinner';
import { useRubricComparison } from '../api/get-rubric-comparison';
import { RUBRIC_COMPARISON_FAILED } from '../utils/scoring-toasts';
import { RescoreOffer } from './rescore-offer';
import { RubricComparisonView } from './rubric-comparison';
import { RubricDecisionButtons } from './rubric-decision';

/**
 * A draft against the active version: the offer to re-score while nothing is scored under it and no job runs, the
 * comparison of what is scored so far, and the switch or the discard.
 */
export function DraftComparison({ draft, active }: { draft: RubricVersionView; active: number }) {
  const comparison = useRubricComparison(draft.version, draft.scored);
  return (
    <section className="draft-comparison" aria-label={`Version ${draft.version} beside version ${active}`}>
      <h3 className="card__title">
        Version {draft.version} beside version {active}
      </h3>
      {draft.jobId === null && draft.scored < draft.ideaCount && <RescoreOffer draft={draft} />}
      {draft.jobId !== null && (
        <p className="draft-comparison__note" role="status">
          Re-scoring with version {draft.version}: {draft.scored} of {draft.ideaCount} ideas so far. The marketplace keeps showing version {active}&apos;s scores
          while it runs.
        </p>
      )}
      {comparison.isPending ? (
        <Spinner label="Comparing the versions" />
      ) : comparison.data ? (
        <RubricComparisonView comparison={comparison.data} />
      ) : (
        <p role="alert">{RUBRIC_COMPARISON_FAILED}</p>
      )}
      <RubricDecisionButtons version={draft.version} active={active} />
    </section>
  );
}
