import { create } from 'zustand';

// Whether this tab's change feed (live-feed-client.ts) is connected: `connecting` at first (nothing to show yet),
// `open` while it streams, `reconnecting` once it was cut, until it streams again.
export type LiveStatus = 'connecting' | 'open' | 'reconnecting';

const useLiveStatusStore = create<{ status: LiveStatus }>()(() => ({ status: 'connecting' }));

export const useLiveStatus = () => useLiveStatusStore((state) => state.status);
export const setLiveStatus = (status: LiveStatus) => useLiveStatusStore.setState({ status });
export const currentLiveStatus = () => useLiveStatusStore.getState().status;
