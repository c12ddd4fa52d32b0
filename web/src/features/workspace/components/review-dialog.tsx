import type { UserIdeaView } from '@app/domain/workspace/workspace-view';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { workspaceIdeaPath } from '../utils/workspace-views';
import { useGenerationDialogActions } from '../stores/generation-dialog-store';

/**
 * 'Your Generated Solution' (docs/product.md "Workspace and AI generation"): the idea just generated, and the way to
 * its page in the workspace.
 */
export function ReviewDialog({ idea }: { idea: UserIdeaView }) {
  const { closeReview } = useGenerationDialogActions();
  const navigate = useNavigate();
  const facts: [string, string][] = [
    ['Category', idea.category],
    ['Type', idea.type],
    ['Market Size', idea.marketSize],
    ['Business Model', idea.businessModel],
    ['Competition', idea.competition],
    ['Wow Factor', idea.wowFactor],
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeReview();
      }}
      title="Your Generated Solution"
      footer={
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            closeReview();
            void navigate(workspaceIdeaPath('my-ideas', idea.copyId));
          }}
        >
          View more details on Workspace
        </button>
      }
    >
      <article className="generated-idea">
        <h3 className="generated-idea__title">{idea.title}</h3>
        <p className="generated-idea__description">{idea.description}</p>
        <dl className="generated-idea__facts">
          {facts.map(([label, value]) => (
            <div key={label} className="generated-idea__fact">
              <dt>{label}</dt>
              <dd>{value.trim() || 'N/A'}</dd>
            </div>
          ))}
        </dl>
        {idea.tags.length > 0 && (
          <ul className="generated-idea__tags" aria-label="Tags">
            {idea.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </article>
    </Dialog>
  );
}
