import { create } from 'zustand';

// Whether the workspace's sidebar is open as a drawer (screens under 1024 px; spec 000 §2 Workspace).
interface WorkspaceDrawerState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const useWorkspaceDrawerStore = create<WorkspaceDrawerState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const useWorkspaceDrawerOpen = () => useWorkspaceDrawerStore((state) => state.open);
export const useSetWorkspaceDrawerOpen = () => useWorkspaceDrawerStore((state) => state.setOpen);
