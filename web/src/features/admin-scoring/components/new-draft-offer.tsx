import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRubricVersions } from '../api/get-rubric-versions';
import { newestDraft } from '../utils/rubric-versions';
import { RescoreOffer } from './rescore-offer';
import './admin-scoring.css';

/**
 * After the prompts are saved: when the save drafted a rubric version (the scoring prompt changed) and nothing is
 * scored under it yet, the offer to re-score with its cost; once the job runs, its progress (`progress`, the running
 * jobs' view) and the way to the comparison. Nothing for any other save.
 */
export function NewDraftOffer({ progress }: { progress: ReactNode }) {
  const versions = useRubricVersions();
  const draft = newestDraft(versions.data ?? []);
  if (!draft || (draft.jobId === null && draft.scored > 0)) return null;
  return (
    <section className="card new-draft-offer" aria-label={`Scoring rubric version ${draft.version}`}>
      <h2 className="card__title">Re-score with the new rubric?</h2>
      {draft.jobId === null ? <RescoreOffer draft={draft} /> : progress}
      <Link to="/admin?section=scoring">Compare the versions in Scoring</Link>
    </section>
  );
}
