import { streamCounterProjection } from '../stream-counter-projection';
export const projections = [streamCounterProjection()];
