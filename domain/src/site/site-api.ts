// What the site answers to crawlers and link previews (query-api/src/site/README.md, docs/operations.md "Crawlers and
// link previews"): robots.txt, the sitemap, an idea's preview card, and the SPA's shareable pages with their title,
// description, canonical URL and Open Graph / Twitter-card tags written in by the server. None answers JSON
// (`produces`); their error answers do, as every call's.
import { z } from 'zod';
import { apiContract, pathId } from '../shared/api-contract';
import { IDEA_NOT_FOUND } from '../ideas/idea-decider';
import { text } from '../shared/text';
import { wholeNumber } from '../ideas/idea-list-query';

/**
 * A page's path segment is read leniently: a path the SPA cannot resolve is still the SPA's page (it shows its own
 * "not found"), with the site's generic tags, never an error answer.
 */
const pageParams = z.object({ id: text().describe("the idea's or trend's id (anything else: the generic tags)") });
const page = { produces: 'text/html', responses: { 200: text().describe("the SPA's index.html with the page's tags") } } as const;
const sharedLinkQuery = z.object({
  idea: z.unknown().optional().describe("a shared link's idea id"),
  hash: z.unknown().optional().describe("a shared link's share hash: with a valid one the page carries the idea's tags"),
});

export const SITEMAP_PAGE_NOT_FOUND = 'Sitemap page not found';

export const siteApi = {
  robots: apiContract({
    method: 'GET',
    path: '/robots.txt',
    tag: 'site',
    summary: 'robots.txt: the admin panel and the workspace are not for crawlers; names the sitemap',
    access: 'public',
    produces: 'text/plain',
    responses: { 200: text().describe('robots.txt') },
  }),
  sitemap: apiContract({
    method: 'GET',
    path: '/sitemap.xml',
    tag: 'site',
    summary:
      'The sitemap: the landing page, the marketplace, the trends, every published idea and every live trend; past 50,000 URLs a sitemap index naming its pages (`page`)',
    access: 'public',
    query: z.object({ page: wholeNumber('page', 1, 1_000_000, undefined, 'page must be a whole number from 1') }),
    produces: 'application/xml',
    responses: { 200: text().describe('the sitemap, or the sitemap index of its pages (sitemaps.org 0.9)') },
    errors: [400, 404],
  }),
  ideaPreview: apiContract({
    method: 'GET',
    path: '/api/ideas/:id/preview.png',
    tag: 'site',
    summary: "An idea's link preview card (1200×630: title, category, score); `v` names its version, cached for good",
    access: 'public',
    params: z.object({ id: pathId(IDEA_NOT_FOUND) }),
    query: z.object({ v: z.unknown().optional().describe('the card version the page named (og:image)') }),
    produces: 'image/png',
    responses: { 200: text().describe('the PNG') },
  }),
  landingPage: apiContract({
    method: 'GET',
    path: '/',
    tag: 'site',
    summary: 'The landing page: the SPA with the site’s tags',
    access: 'public',
    ...page,
  }),
  marketplacePage: apiContract({
    method: 'GET',
    path: '/marketplace',
    tag: 'site',
    summary: "The marketplace; a shared link (`idea` and a valid `hash`) carries the idea's tags",
    access: 'public',
    query: sharedLinkQuery,
    ...page,
  }),
  ideaPage: apiContract({
    method: 'GET',
    path: '/marketplace/:id',
    tag: 'site',
    summary: "An idea's page: the SPA with the idea's title, description and preview card (never its premium content)",
    access: 'public',
    params: pageParams,
    ...page,
  }),
  trendPage: apiContract({
    method: 'GET',
    path: '/trends/:id',
    tag: 'site',
    summary: "A trend's page: the SPA with the trend's title and description",
    access: 'public',
    params: pageParams,
    ...page,
  }),
  explorationPage: apiContract({
    method: 'GET',
    path: '/exploration',
    tag: 'site',
    summary: 'The trends page: the SPA with its title and the site’s description',
    access: 'public',
    ...page,
  }),
  workspacePage: apiContract({
    method: 'GET',
    path: '/workspace',
    tag: 'site',
    summary: 'The workspace: the SPA with the site’s tags (not for crawlers: robots.txt)',
    access: 'public',
    ...page,
  }),
};
