import { isHonouredMockup } from '@app/domain/ideas/idea-display';
import { Dialog } from '../../../components/ui/dialog';
import { useIdeaDialogsActions, type IdeaDialog } from '../stores/idea-dialogs-store';

// The mockup dialog (spec 000 §2): 'View Mockup' with the link and Continue, which opens it in a new tab. Only an
// https:// link is honoured; anything else is treated as no mockup at all.

export const NO_MOCKUP = 'No mockup is available for this idea yet.';

type MockupDialogState = Extract<IdeaDialog, { kind: 'mockup' }>;

/** Opens the link in a new tab that cannot reach back into this one. */
export function openMockupLink(link: string, open: typeof window.open = window.open.bind(window)): void {
  open(link, '_blank', 'noopener,noreferrer');
}

export function MockupDialog({ dialog }: { dialog: MockupDialogState }) {
  const { back } = useIdeaDialogsActions();
  const link = dialog.idea.mockup;
  const honoured = isHonouredMockup(link);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) back();
      }}
      title="View Mockup"
      description={honoured ? `The mockup of “${dialog.idea.title}” opens on another site, in a new tab.` : NO_MOCKUP}
      footer={
        honoured ? (
          <>
            <button type="button" className="button button--secondary" onClick={back}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                openMockupLink(link);
                back();
              }}
            >
              Continue
            </button>
          </>
        ) : (
          <button type="button" className="button button--secondary" onClick={back}>
            Close
          </button>
        )
      }
    >
      {honoured && (
        <p className="mockup-dialog__link">
          <span className="mockup-dialog__label">Link</span>
          <span className="mockup-dialog__url">{link}</span>
        </p>
      )}
    </Dialog>
  );
}
