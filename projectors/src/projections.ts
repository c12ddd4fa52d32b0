// Every projection the runtime runs (docs/architecture.md "Projections and read models"); each lives in its own folder.
import { activityProjection } from './activity/activity.projection';
import { analyticsProjection } from './analytics/analytics.projection';
import { adminIdeasProjection } from './admin-ideas/admin-ideas.projection';
import { batchCostsProjection } from './batch-costs/batch-costs.projection';
import { catalogProjection } from './catalog/catalog.projection';
import { erasureProjection } from './erasure/erasure.projection';
import { jobsProjection } from './jobs/jobs.projection';
import { momentumProjection } from './momentum/momentum.projection';
import type { Projection } from './runtime/projection';
import { qualityControlProjection } from './quality-control/quality-control.projection';
import { studioApplicantsProjection } from './studio-applicants/studio-applicants.projection';
import { subscriptionsProjection } from './subscriptions/subscriptions.projection';
import { usersProjection } from './users/users.projection';
import { workspaceProjection } from './workspace/workspace.projection';

export const projections: Projection[] = [usersProjection, catalogProjection, studioApplicantsProjection, workspaceProjection, erasureProjection, adminIdeasProjection, subscriptionsProjection, jobsProjection, batchCostsProjection, qualityControlProjection, activityProjection, momentumProjection, analyticsProjection];
