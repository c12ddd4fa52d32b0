import { create } from 'zustand';
import type { IdeaCardView } from '@app/domain/ideas/idea-view';

// Which idea dialog is open over the marketplace (docs/product.md "Marketplace and idea detail"). The card's
// buttons open them after their checks; a shared link opens the detail with its hash, which lifts the premium gate.
// The detail's own Mockup button remembers the detail, so closing the mockup goes back to it.
export type IdeaDialog =
  | { kind: 'detail'; idea: IdeaCardView; hash?: string }
  | { kind: 'mockup'; idea: IdeaCardView; returnTo?: IdeaDialog };

interface IdeaDialogsState {
  dialog: IdeaDialog | null;
  actions: {
    openDetail: (idea: IdeaCardView, hash?: string) => void;
    openMockup: (idea: IdeaCardView, returnTo?: IdeaDialog) => void;
    /** Closes the dialog on screen, back to the one it was opened from if any. */
    back: () => void;
    close: () => void;
  };
}

const useIdeaDialogsStore = create<IdeaDialogsState>()((set) => ({
  dialog: null,
  actions: {
    openDetail: (idea, hash) => set({ dialog: hash ? { kind: 'detail', idea, hash } : { kind: 'detail', idea } }),
    openMockup: (idea, returnTo) => set({ dialog: returnTo ? { kind: 'mockup', idea, returnTo } : { kind: 'mockup', idea } }),
    back: () => set(({ dialog }) => ({ dialog: dialog?.kind === 'mockup' ? (dialog.returnTo ?? null) : null })),
    close: () => set({ dialog: null }),
  },
}));

export const useIdeaDialog = () => useIdeaDialogsStore((state) => state.dialog);
export const useIdeaDialogsActions = () => useIdeaDialogsStore((state) => state.actions);
