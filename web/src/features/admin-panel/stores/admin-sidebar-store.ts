import { create } from 'zustand';

// The sidebar's client state: collapsed to icons on a desktop screen (remembered across visits), and the slide-in
// drawer that replaces it on a small screen.
const COLLAPSED_KEY = 'admin_sidebar_collapsed';

interface AdminSidebarState {
  collapsed: boolean;
  drawerOpen: boolean;
  actions: {
    toggleCollapsed: () => void;
    setDrawerOpen: (open: boolean) => void;
  };
}

const useAdminSidebarStore = create<AdminSidebarState>()((set, get) => ({
  collapsed: readCollapsed(),
  drawerOpen: false,
  actions: {
    toggleCollapsed: () => {
      const collapsed = !get().collapsed;
      writeCollapsed(collapsed);
      set({ collapsed });
    },
    setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  },
}));

export const useSidebarCollapsed = () => useAdminSidebarStore((state) => state.collapsed);
export const useSidebarDrawerOpen = () => useAdminSidebarStore((state) => state.drawerOpen);
export const useAdminSidebarActions = () => useAdminSidebarStore((state) => state.actions);

// Storage can be unavailable (some private modes); then the choice lasts as long as the page.
function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    if (collapsed) localStorage.setItem(COLLAPSED_KEY, 'true');
    else localStorage.removeItem(COLLAPSED_KEY);
  } catch {
    // Not remembered.
  }
}
