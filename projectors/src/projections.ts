// Every projection the runtime runs (DESIGN.md "Projections and read models"); each lives in its own folder.
import type { Projection } from './runtime/projection';
import { usersProjection } from './users/users.projection';

export const projections: Projection[] = [usersProjection];
