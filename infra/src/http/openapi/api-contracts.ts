// Every call of both APIs, by area: what the OpenAPI document lists (openapi-document.ts). The command API's and the
// query API's routes are registered from these same contracts, and system-tests/src/openapi/ checks that every route
// the platform registers is here, so neither list can forget a call.
import type { ApiContract } from '@app/domain/shared/api-contract';
import { analyticsApi } from '@app/domain/analytics/analytics-api';
import { builderStudioApi } from '@app/domain/builder-studio/builder-studio-api';
import { historyApi } from '@app/domain/history/history-api';
import { adminIdeasApi, ideasApi } from '@app/domain/ideas/ideas-api';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { liveApi } from '@app/domain/live/live-api';
import { momentumApi } from '@app/domain/momentum/momentum-api';
import { paymentsApi } from '@app/domain/payments/payments-api';
import { projectionsApi } from '@app/domain/projections/projections-api';
import { scoringApi } from '@app/domain/scoring/scoring-api';
import { platformApi } from '@app/domain/shared/platform-api';
import { siteApi } from '@app/domain/site/site-api';
import { trendsApi } from '@app/domain/trends/trends-api';
import { adminUsersApi, authApi } from '@app/domain/users/users-api';
import { workspaceApi } from '@app/domain/workspace/workspace-api';

export const API_AREAS: readonly Record<string, ApiContract>[] = [
  platformApi,
  authApi,
  ideasApi,
  trendsApi,
  momentumApi,
  workspaceApi,
  paymentsApi,
  builderStudioApi,
  adminUsersApi,
  adminIdeasApi,
  adminAiApi,
  projectionsApi,
  historyApi,
  scoringApi,
  analyticsApi,
  liveApi,
  siteApi,
];

export const API_CONTRACTS: readonly ApiContract[] = API_AREAS.flatMap((area) => Object.values(area));
