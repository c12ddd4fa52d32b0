import { TOAST_DURATION, toast } from '../../../components/ui/toast/toast-store';

/** Ours, until saving to the workspace lands with the workspace (issue 4 lets Save Idea say 'coming soon'). */
const SAVE_COMING_SOON = {
  title: 'Coming soon',
  description: 'Saving ideas to your workspace is coming soon',
} as const;

/** What Save Idea does for now, on the cards and in the detail dialog alike. */
export function announceSaveComingSoon(): void {
  toast({ ...SAVE_COMING_SOON, variant: 'info', duration: TOAST_DURATION.short });
}
