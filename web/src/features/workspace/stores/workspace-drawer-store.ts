import { create } from 'zustand';

// Whether the workspace's sidebar is open as a drawer (screens under 1024 px; docs/product.md "Workspace and AI
// generation").
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
