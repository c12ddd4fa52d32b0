// The query API's database (Kysely's example app: one `Database` type assembled from the tables' own files): the
// read views of every projection it answers from. The projections own these tables; the query API only reads them.
import type { ActivityReadDatabase } from '@app/projectors/activity/activity.table';
import type { AnalyticsReadDatabase } from '@app/projectors/analytics/analytics.table';
import type { AdminIdeasReadDatabase } from '@app/projectors/admin-ideas/admin-ideas.table';
import type { BatchCostsReadDatabase } from '@app/projectors/batch-costs/batch-costs.table';
import type { CatalogReadDatabase } from '@app/projectors/catalog/catalog.table';
import type { JobsReadDatabase } from '@app/projectors/jobs/jobs.table';
import type { MomentumReadDatabase } from '@app/projectors/momentum/momentum.table';
import type { QualityControlReadDatabase } from '@app/projectors/quality-control/quality-control.table';
import type { StudioApplicantsReadDatabase } from '@app/projectors/studio-applicants/studio-applicants.table';
import type { SubscriptionsReadDatabase } from '@app/projectors/subscriptions/subscriptions.table';
import type { UsersReadDatabase } from '@app/projectors/users/users.table';
import type { WorkspaceReadDatabase } from '@app/projectors/workspace/workspace.table';

export type QueryApiDatabase = ActivityReadDatabase & AnalyticsReadDatabase & AdminIdeasReadDatabase & CatalogReadDatabase & WorkspaceReadDatabase & UsersReadDatabase & StudioApplicantsReadDatabase & SubscriptionsReadDatabase & JobsReadDatabase & BatchCostsReadDatabase & QualityControlReadDatabase & MomentumReadDatabase;
