import { isHonouredMockup } from '@app/domain/ideas/idea-display';
import { Dialog } from './dialog';
import './mockup-dialog.css';

// The mockup dialog (docs/product.md "Screens and navigation"), opened from the marketplace and from the workspace:
// 'View Mockup' with the link and Continue, which opens it in a new tab. Only an https:// link is honoured; anything
// else is treated as no mockup at all.

export const NO_MOCKUP = 'No mockup is available for this idea yet.';

/** Opens the link in a new tab that cannot reach back into this one. */
function openMockupLink(link: string): void {
  window.open(link, '_blank', 'noopener,noreferrer');
}

export function MockupDialog({ title, link, onClose }: { title: string; link: string | null; onClose: () => void }) {
  const honoured = isHonouredMockup(link);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="View Mockup"
      description={honoured ? `The mockup of “${title}” opens on another site, in a new tab.` : NO_MOCKUP}
      footer={
        honoured ? (
          <>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                openMockupLink(link);
                onClose();
              }}
            >
              Continue
            </button>
          </>
        ) : (
          <button type="button" className="button button--secondary" onClick={onClose}>
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
