import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDecideRubricVersion, type RubricDecision } from '../api/decide-rubric-version';

const QUESTIONS: Record<RubricDecision, (version: number, active: number) => { title: string; description: string; label: string }> = {
  activate: (version, active) => ({
    title: `Switch to version ${version}`,
    description: `The marketplace will show the scores of version ${version} instead of version ${active}. Version ${active}'s scores stay in the store.`,
    label: `Switch to version ${version}`,
  }),
  discard: (version, active) => ({
    title: `Discard version ${version}`,
    description: `Version ${version} is set aside and the marketplace keeps showing version ${active}'s scores. Version ${version}'s scores stay in the store.`,
    label: `Discard version ${version}`,
  }),
};

/** Switch to the draft or discard it, each asked first; the server's message says what happened. */
export function RubricDecisionButtons({ version, active }: { version: number; active: number }) {
  const decide = useDecideRubricVersion();
  const [asking, setAsking] = useState<RubricDecision | null>(null);
  const question = asking && QUESTIONS[asking](version, active);
  return (
    <div className="rubric-decision">
      <button type="button" className="button button--primary" disabled={decide.isPending} onClick={() => setAsking('activate')}>
        {QUESTIONS.activate(version, active).label}
      </button>
      <button type="button" className="button button--danger-ghost" disabled={decide.isPending} onClick={() => setAsking('discard')}>
        {QUESTIONS.discard(version, active).label}
      </button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={question?.title ?? ''}
        description={question?.description ?? ''}
        confirmLabel={question?.label ?? ''}
        destructive={asking === 'discard'}
        pending={decide.isPending}
        onConfirm={() => asking && decide.mutate({ version, decision: asking }, { onSettled: () => setAsking(null) })}
      />
    </div>
  );
}
