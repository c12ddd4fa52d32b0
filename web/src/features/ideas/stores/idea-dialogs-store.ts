import { create } from 'zustand';
import type { IdeaView } from '@app/domain/ideas/idea-view';

// Which idea dialog is open over the marketplace (spec 000 §2 Idea detail dialog, Mockup dialog). The card's
// buttons open them after their checks; a shared link opens the detail with its hash, which lifts the premium gate.
export type IdeaDialog =
  | { kind: 'detail'; idea: IdeaView; hash?: string }
  | { kind: 'mockup'; idea: IdeaView };

interface IdeaDialogsState {
  dialog: IdeaDialog | null;
  actions: {
    openDetail: (idea: IdeaView, hash?: string) => void;
    openMockup: (idea: IdeaView) => void;
    close: () => void;
  };
}

const useIdeaDialogsStore = create<IdeaDialogsState>()((set) => ({
  dialog: null,
  actions: {
    openDetail: (idea, hash) => set({ dialog: hash ? { kind: 'detail', idea, hash } : { kind: 'detail', idea } }),
    openMockup: (idea) => set({ dialog: { kind: 'mockup', idea } }),
    close: () => set({ dialog: null }),
  },
}));

export const useIdeaDialog = () => useIdeaDialogsStore((state) => state.dialog);
export const useIdeaDialogsActions = () => useIdeaDialogsStore((state) => state.actions);
