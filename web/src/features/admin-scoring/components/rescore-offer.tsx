import type { RubricVersionView } from '@app/domain/scoring/scoring-api';
import { CostCards } from '../../../components/ui/cost-cards';
import { formatCount } from '../../../lib/number-format';
import { useRescoreRubric } from '../api/rescore-rubric';

/**
 * A draft version no job scores yet: what scoring every idea under it would cost (tokens and dollars at Batch-Runs'
 * prices) and the button that starts the job. The marketplace keeps the active scores while it runs.
 */
export function RescoreOffer({ draft }: { draft: RubricVersionView }) {
  const rescore = useRescoreRubric();
  const remaining = draft.ideaCount - draft.scored;
  return (
    <div className="rescore-offer">
      <p>
        Version {draft.version} of the scoring rubric is a draft: {formatCount(draft.scored)} of {formatCount(draft.ideaCount)} ideas are scored under
        it. Re-scoring the others runs as a job; the marketplace keeps showing the active version&apos;s scores until you switch.
      </p>
      <CostCards rows={[draft.projected]} label={`Projected cost of re-scoring with version ${draft.version}`} />
      <button type="button" className="button button--primary" disabled={rescore.isPending || remaining === 0} onClick={() => rescore.mutate(draft.version)}>
        {rescore.isPending ? 'Starting...' : `Re-score ${formatCount(remaining)} ideas with version ${draft.version}`}
      </button>
    </div>
  );
}
