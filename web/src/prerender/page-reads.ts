// The reads a page's first screen shows, answered on the server for a visitor without a session: the page is sent
// with them in place and the app starts from them instead of asking again (docs/architecture.md "First paint").
// Each is the page's own query (its key, the URL its call asks and the answer's schema), so what the server
// renders is what the app renders.
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { trendsApi } from '@app/domain/trends/trends-api';
import { ideaPath, ideaQueryOptions } from '../features/marketplace/api/get-idea';
import { ideaViewer } from '../features/marketplace/api/idea-keys';
import { trendsQueryOptions } from '../features/trends/api/get-trends';

export interface PageRead {
  queryKey: readonly unknown[];
  /** What the page's call asks the API, as a visitor without a session. */
  url: string;
  /** The query's data from the answer's body (validated by the route's schema, as the app's call does). */
  data(body: unknown): unknown;
}

const IDEA_PAGE = /^\/marketplace\/([1-9]\d{0,9})$/;

/** The reads `path` starts from; none for a page whose first screen holds no data worth its wait. */
export function pageReads(path: string): PageRead[] {
  const idea = IDEA_PAGE.exec(path);
  if (idea) {
    const id = Number(idea[1]);
    return [{ queryKey: ideaQueryOptions(id, ideaViewer(null)).queryKey, url: ideaPath(id), data: (body) => ideasApi.one.responses[200].parse(body).idea }];
  }
  if (path === '/exploration') {
    return [{ queryKey: trendsQueryOptions().queryKey, url: '/api/trends', data: (body) => trendsApi.list.responses[200].parse(body).trends }];
  }
  return [];
}
