import { Dialog } from '../../../components/ui/dialog';
import { useGenerationDialogActions, useGenerationDialogOpen } from '../stores/generation-dialog-store';

// Placeholder until the idea-generation issue lands; titled with reading A of spec 000 §2.
export function GenerationDialog() {
  const isOpen = useGenerationDialogOpen();
  const { close } = useGenerationDialogActions();
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Build Your Idea"
      description="Describing a problem and generating a solution opens soon."
    />
  );
}
