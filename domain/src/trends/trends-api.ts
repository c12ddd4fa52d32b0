// The trend calls, one contract each (shared/api-contract.ts): the public list, a trend's page and its ideas, and
// the admin's trend curation.
import { z } from 'zod';
import { IDEA_NOT_FOUND } from '../ideas/idea-decider';
import { ideaCardViewSchema } from '../ideas/idea-view';
import { apiContract, commandAnswer, messageAnswerSchema, pathId } from '../shared/api-contract';
import { inputText } from '../shared/text';
import { createTrendSchema, linkIdeaSchema, linkIdeasSchema } from './schemas';
import { TREND_NOT_FOUND } from './trend-decider';
import { linkIdeasResponseSchema, TREND_TYPES, trendLinkViewSchema, trendViewSchema } from './trend-view';

const TYPE_MESSAGE = 'type must be PROBLEM or RFI';
const trendType = z.enum(TREND_TYPES, { error: TYPE_MESSAGE });
const trendParams = z.object({ id: pathId(TREND_NOT_FOUND) });
const ideasAnswer = z.object({ ideas: z.array(ideaCardViewSchema) });

export const trendsApi = {
  list: apiContract({
    method: 'GET',
    path: '/api/trends',
    tag: 'trends',
    summary: 'The trends, of one type or all',
    access: 'public',
    query: z.object({
      type: inputText({ max: 20, tooLong: TYPE_MESSAGE }, { error: TYPE_MESSAGE })
        .optional()
        .transform((value) => (value && value !== 'All' ? value : undefined))
        .pipe(trendType.optional()),
    }),
    responses: { 200: z.object({ trends: z.array(trendViewSchema) }) },
  }),
  ideaIdsByType: apiContract({
    method: 'GET',
    path: '/api/trends/ideas/by-type/:type',
    tag: 'trends',
    summary: 'The ids of the visible ideas linked to trends of a type',
    access: 'public',
    // A type it does not know is a 400, as a bad query value.
    params: z.object({ type: trendType }),
    responses: { 200: z.object({ ideaIds: z.array(z.number()) }) },
    errors: [400],
  }),
  one: apiContract({
    method: 'GET',
    path: '/api/trends/:id',
    tag: 'trends',
    summary: "A trend's page",
    access: 'verified',
    params: trendParams,
    responses: { 200: z.object({ trend: trendViewSchema }) },
  }),
  ideas: apiContract({
    method: 'GET',
    path: '/api/trends/:id/ideas',
    tag: 'trends',
    summary: "A trend's ideas, as the marketplace shows them",
    access: 'verified',
    params: trendParams,
    responses: { 200: ideasAnswer },
  }),
  create: apiContract({
    method: 'POST',
    path: '/api/trends',
    tag: 'trends',
    summary: 'Creates a trend',
    access: 'ADMIN',
    body: createTrendSchema,
    responses: { 201: commandAnswer({ trend: trendViewSchema }) },
  }),
  linkIdea: apiContract({
    method: 'POST',
    path: '/api/trends/:id/ideas',
    tag: 'trends',
    summary: 'Links a published idea to a trend',
    access: 'ADMIN',
    params: trendParams,
    body: linkIdeaSchema,
    responses: { 201: commandAnswer({ link: trendLinkViewSchema }) },
    errors: [409],
  }),
  linkIdeas: apiContract({
    method: 'POST',
    path: '/api/trends/:id/ideas/batch',
    tag: 'trends',
    summary: 'Links ideas to a trend; those linked already are skipped',
    access: 'ADMIN',
    params: trendParams,
    body: linkIdeasSchema,
    responses: { 200: linkIdeasResponseSchema.extend(commandAnswer({}).shape) },
    errors: [409],
  }),
  unlinkIdea: apiContract({
    method: 'DELETE',
    path: '/api/trends/:id/ideas/:ideaId',
    tag: 'trends',
    summary: 'Removes an idea from a trend',
    access: 'ADMIN',
    params: z.object({ id: pathId(TREND_NOT_FOUND), ideaId: pathId(IDEA_NOT_FOUND) }),
    responses: { 200: messageAnswerSchema },
  }),
  delete: apiContract({
    method: 'DELETE',
    path: '/api/trends/:id',
    tag: 'trends',
    summary: 'Deletes a trend',
    access: 'ADMIN',
    params: trendParams,
    responses: { 200: messageAnswerSchema },
  }),
};
