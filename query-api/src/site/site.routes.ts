// The site's answers for crawlers and link previews (README.md here; contracts in domain/src/site/site-api.ts):
// robots.txt, the sitemap, an idea's preview card, and the pages a visit may start on, each the SPA's page with the
// page's own tags: prerendered for a visitor without a session (spa-pages.ts), the empty shell for one with a session
// cookie (the app checks the session before it shows a page, so a signed-out page would only flash by). A page whose
// idea or trend cannot be found (unknown, unpublished, deleted, not a number) still answers the SPA, with the site's
// generic tags: the SPA shows its own "not found".
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { MAX_PATH_ID } from '@app/domain/shared/api-contract';
import { NotFound } from '@app/domain/shared/errors';
import { PRERENDERED_PAGES, type PrerenderedPage } from '@app/domain/site/prerendered-pages';
import { siteApi, SITEMAP_PAGE_NOT_FOUND } from '@app/domain/site/site-api';
import { route } from '@app/infra/http/contract-route';
import { sessionTokenOf } from '@app/infra/sessions/authentication';
import { HASHED_ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '@app/infra/http/spa-cache-control';
import type { ShareHashes } from '../marketplace-index/share-hash';
import { countSitemapEntries, findLiveTrend, findPublicIdea, listSitemapEntries, type PageIdea } from '../read-models/site-pages';
import type { QueryApiDatabase } from '../read-models/query-api-database';
import { robotsTxt, sitemapIndexXml, sitemapPageCount, sitemapPageRange, sitemapXml } from './crawler-files';
import { pageTemplate, renderPage, shortDescription, SITE_DESCRIPTION, SITE_NAME, SITE_TITLE, type PageTags, type PageTemplate } from './page-tags';
import { cardVersion, createCardCache } from './preview-card';
import { createRenderedPages } from './rendered-pages';
import type { SpaPages } from './spa-pages';

export interface SiteDeps {
  db: Kysely<QueryApiDatabase>;
  shareHashes: ShareHashes;
  /** Where users reach the site (PUBLIC_URL): canonical URLs, the sitemap's and the cards' addresses are absolute. */
  publicUrl: string;
  /** The built SPA's pages; without them the pages answer 404 (a query API that serves no SPA). */
  spaPages?: SpaPages;
}

/** Crawlers ask for these now and then; an hour keeps a proxy's cache useful without hiding a new idea for long. */
const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=3600';
const CARDS_KEPT = 256;
/** Pages rendered with their data, kept by what they show (an idea's page is some 17 kB, the trends' 44 kB). */
const RENDERED_PAGES_KEPT = 256;
const PAGE_ID = /^[1-9]\d{0,9}$/;

/** A page's id segment as a number, or undefined for anything that names no idea or trend. */
function pageId(segment: unknown): number | undefined {
  if (typeof segment !== 'string' || !PAGE_ID.test(segment)) return undefined;
  const id = Number(segment);
  return id <= MAX_PATH_ID ? id : undefined;
}

export function siteRoutes(app: FastifyInstance, deps: SiteDeps): void {
  const { db, publicUrl } = deps;
  const shell = deps.spaPages === undefined ? undefined : pageTemplate(deps.spaPages.shell);
  const prerendered = new Map<PrerenderedPage, PageTemplate>();
  for (const { name } of PRERENDERED_PAGES) {
    const html = deps.spaPages?.prerendered[name];
    if (html !== undefined) prerendered.set(name, pageTemplate(html));
  }
  const cards = createCardCache(CARDS_KEPT);
  const rendered = deps.spaPages?.renderer && createRenderedPages(app, deps.spaPages.renderer, deps.spaPages.shell, RENDERED_PAGES_KEPT);

  const generic = (path?: string): PageTags => ({
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    type: 'website',
    ...(path === undefined ? {} : { canonicalUrl: publicUrl + path }),
  });
  const ideaTags = (idea: PageIdea): PageTags => ({
    title: `${idea.title} · ${SITE_NAME}`,
    description: shortDescription(idea.description),
    canonicalUrl: `${publicUrl}/marketplace/${idea.id}`,
    imageUrl: `${publicUrl}/api/ideas/${idea.id}/preview.png?v=${cardVersion(idea)}`,
    imageAlt: idea.title,
    type: 'article',
  });
  const page = async (request: FastifyRequest, reply: FastifyReply, name: PrerenderedPage, tags: PageTags) => {
    if (!shell) throw new NotFound('No web app is served here');
    const signedOut = sessionTokenOf(request) === undefined;
    const withData = signedOut ? await rendered?.html(new URL(request.url, 'http://site.invalid').pathname) : undefined;
    const template = (withData === undefined ? undefined : pageTemplate(withData)) ?? (signedOut ? prerendered.get(name) : undefined) ?? shell;
    return reply.type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE_CONTROL).send(renderPage(template, tags));
  };

  // Files and pages, not JSON: the answers are the replies' own, not a schema's.
  route(app, siteApi.robots, async (_request, reply) =>
    (reply as FastifyReply).type('text/plain; charset=utf-8').header('cache-control', CRAWLER_FILE_CACHE_CONTROL).send(robotsTxt(publicUrl)),
  );

  // One file while the site fits one sitemap; past it, an index of pages (`?page=N`).
  route(app, siteApi.sitemap, async (request, reply) => {
    const counts = await countSitemapEntries(db);
    const pages = sitemapPageCount(counts.ideas + counts.trends);
    const { page } = request.query;
    if (page !== undefined && page > pages) throw new NotFound(SITEMAP_PAGE_NOT_FOUND);
    const body =
      page === undefined && pages > 1
        ? sitemapIndexXml(publicUrl, pages)
        : sitemapXml(publicUrl, await listSitemapEntries(db, { ...sitemapPageRange(page ?? 1), ideaCount: counts.ideas }), page ?? 1);
    return (reply as FastifyReply).type('application/xml; charset=utf-8').header('cache-control', CRAWLER_FILE_CACHE_CONTROL).send(body);
  });

  // Versioned by what it shows: the URL a page names (`?v=`) is kept for good; any other is checked each time.
  route(app, siteApi.ideaPreview, async (request, contractReply) => {
    const reply = contractReply as FastifyReply;
    const idea = await findPublicIdea(db, request.params.id);
    if (!idea) throw new NotFound(IDEA_NOT_FOUND);
    const version = cardVersion(idea);
    const etag = `"${version}"`;
    void reply.header('etag', etag).header('cache-control', request.query.v === version ? HASHED_ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/png').send(await cards.png(idea, version));
  });

  route(app, siteApi.landingPage, async (request, reply) => page(request, reply as FastifyReply, 'landing', generic('/')));

  route(app, siteApi.marketplacePage, async (request, reply) => {
    const { idea: ideaParam, hash } = request.query;
    const id = pageId(ideaParam);
    // A shared link that the SPA will open (a valid hash) shows the idea; any other shows the marketplace.
    const shared = id !== undefined && (await deps.shareHashes.isValid(id, hash)) ? await findPublicIdea(db, id) : undefined;
    return page(request, reply, 'marketplace', shared ? ideaTags(shared) : { ...generic('/marketplace'), title: `Browse Ideas · ${SITE_NAME}` });
  });

  route(app, siteApi.ideaPage, async (request, reply) => {
    const id = pageId(request.params.id);
    const idea = id === undefined ? undefined : await findPublicIdea(db, id);
    return page(request, reply, 'idea', idea ? ideaTags(idea) : generic());
  });

  route(app, siteApi.trendPage, async (request, reply) => {
    const id = pageId(request.params.id);
    const trend = id === undefined ? undefined : await findLiveTrend(db, id);
    return page(
      request,
      reply,
      'trend',
      trend
        ? { title: `${trend.title} · ${SITE_NAME}`, description: shortDescription(trend.description), canonicalUrl: `${publicUrl}/trends/${trend.id}`, type: 'article' }
        : generic(),
    );
  });

  route(app, siteApi.explorationPage, async (request, reply) =>
    page(request, reply as FastifyReply, 'exploration', { ...generic('/exploration'), title: `Trending Opportunities · ${SITE_NAME}` }),
  );

  route(app, siteApi.workspacePage, async (request, reply) => page(request, reply as FastifyReply, 'workspace', generic()));
}
