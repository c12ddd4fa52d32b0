import { create } from 'zustand';

// The jobs this tab started and the server accepted to finish later (202): their outcome is announced here when they
// end (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"'s toasts), once. Jobs of other tabs and admins show
// in the progress view without a toast.

interface StartedJobsState {
  started: readonly string[];
  actions: {
    track: (jobId: string) => void;
    /** The job ended: true the first time only, so its outcome is announced once however often it is read. */
    settle: (jobId: string) => boolean;
  };
}

export const useStartedJobsStore = create<StartedJobsState>()((set, get) => ({
  started: [],
  actions: {
    track: (jobId) => {
      if (!get().started.includes(jobId)) set({ started: [...get().started, jobId] });
    },
    settle: (jobId) => {
      if (!get().started.includes(jobId)) return false;
      set({ started: get().started.filter((id) => id !== jobId) });
      return true;
    },
  },
}));

export const useStartedJobs = () => useStartedJobsStore((state) => state.started);
export const useStartedJobsActions = () => useStartedJobsStore((state) => state.actions);
