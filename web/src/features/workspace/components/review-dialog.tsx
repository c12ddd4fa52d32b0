import type { UserIdeaView } from '@app/domain/workspace/workspace-view';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { workspaceIdeaPath } from '../utils/workspace-views';
import { useGenerationDialogActions } from '../stores/generation-dialog-store';

/**
 * 'Your Generated Solution' (docs/product.md "Workspace and AI generation"): the idea just generated, and the way to
 * its page in the workspace. The idea scrolls inside the dialog while the way on stays in view, at any width.
 */
export function ReviewDialog({ idea }: { idea: UserIdeaView }) {
  const { closeReview } = useGenerationDialogActions();
  const navigate = useNavigate();
  const titleId = useId();
  // Short facts read as one line under the title; the others are sentences, each given a box wide enough to read.
  const tags: [string, string][] = [
    ['Category', idea.category],
    ['Type', idea.type],
  ];
  const facts: [string, string][] = [
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
      className="review-dialog"
      footer={
        <button
          type="button"
          className="button button--primary review-dialog__action"
          onClick={() => {
            closeReview();
            void navigate(workspaceIdeaPath('my-ideas', idea.copyId));
          }}
        >
          View more details on Workspace
        </button>
      }
    >
      {/* The part that scrolls: focusable, so a keyboard can scroll it too. */}
      <article className="generated-idea" tabIndex={0} aria-labelledby={titleId}>
        <h3 id={titleId} className="generated-idea__title">
          {idea.title}
        </h3>
        <dl className="generated-idea__meta">
          {tags.map(([label, value]) => (
            <div key={label} className="generated-idea__tag">
              <dt>{label}</dt>
              <dd>{shown(value)}</dd>
            </div>
          ))}
        </dl>
        <p className="generated-idea__description">{idea.description}</p>
        <dl className="generated-idea__facts">
          {facts.map(([label, value]) => (
            <div key={label} className="generated-idea__fact generated-idea__fact--long">
              <dt>{label}</dt>
              <dd>{shown(value)}</dd>
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

const shown = (value: string) => value.trim() || 'N/A';
