import { Dialog } from '../../../components/ui/dialog';

// The workspace's 'View Mockup' (spec 000 §2 Mockup dialog): the link and Continue, which opens it in a new tab that
// cannot reach back. The marketplace has its own, bound to its dialog store; this one only needs the link.
export function MockupDialog({ title, link, onClose }: { title: string; link: string; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="View Mockup"
      description={`The mockup of “${title}” opens on another site, in a new tab.`}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              window.open(link, '_blank', 'noopener,noreferrer');
              onClose();
            }}
          >
            Continue
          </button>
        </>
      }
    >
      <p className="workspace-mockup__link">{link}</p>
    </Dialog>
  );
}
