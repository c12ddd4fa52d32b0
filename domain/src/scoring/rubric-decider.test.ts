import { describe, it } from 'vitest';
import type { Actor } from '../shared/decider';
import { Conflict, Forbidden, NotFound } from '../shared/errors';
import { deciderSpec } from '../shared/testing/decider-spec';
import { notADraft, rubricDecider, type RubricCommand } from './rubric-decider';
import { RUBRIC_VERSION_NOT_FOUND } from './scoring-api';
import type { RubricEvent } from './scoring-events';

const given = deciderSpec(rubricDecider);
const now = new Date('2026-11-28T10:00:00.000Z');
const at = now.toISOString();
const admin: Actor = { userId: '0197a1b2-0000-7000-8000-0000000000ad', role: 'ADMIN', emailVerified: true };
const premium: Actor = { userId: '0197a1b2-0000-7000-8000-000000000002', role: 'PREMIUM', emailVerified: true };

const command = (type: RubricCommand['type'], data: RubricCommand['data'], actor: Actor = admin) => ({ type, data, metadata: { actor, now } }) as RubricCommand;
const draft = (promptHash: string) => command('DraftRubricVersion', { promptHash });
const activate = (version: number) => command('ActivateRubricVersion', { version });
const discard = (version: number) => command('DiscardRubricVersion', { version });
const drafted = (version: number, promptHash = `hash-${version}`): RubricEvent => ({ type: 'RubricVersionDrafted', data: { version, promptHash, at } });
const activated = (version: number, previous: number): RubricEvent => ({ type: 'RubricVersionActivated', data: { version, previous, at } });
const discarded = (version: number): RubricEvent => ({ type: 'RubricVersionDiscarded', data: { version, at } });

describe('the scoring rubric', () => {
  it('drafts the next version for each saved scoring prompt (version 1 is the default, active with no event)', () => {
    given([]).when(draft('hash-2')).then([drafted(2)]);
    given([drafted(2), discarded(2)]).when(draft('hash-3')).then([drafted(3)]);
  });

  it('activates a draft, retiring the version it replaces', () => {
    given([drafted(2)]).when(activate(2)).then([activated(2, 1)]);
    given([drafted(2), activated(2, 1), drafted(3)]).when(activate(3)).then([activated(3, 2)]);
  });

  it('discards a draft', () => {
    given([drafted(2)]).when(discard(2)).then([discarded(2)]);
  });

  it('activates or discards only a draft', () => {
    given([]).when(activate(1)).thenThrows(Conflict, notADraft(1, 'active'));
    given([drafted(2), activated(2, 1)]).when(discard(1)).thenThrows(Conflict, 'Rubric version 1 is retired, not a draft');
    given([drafted(2), discarded(2)]).when(activate(2)).thenThrows(Conflict, 'Rubric version 2 is discarded, not a draft');
    given([drafted(2), activated(2, 1)]).when(activate(2)).thenThrows(Conflict, 'Rubric version 2 is active, not a draft');
  });

  it('answers 404 for a version that does not exist', () => {
    given([drafted(2)]).when(activate(3)).thenThrows(NotFound, RUBRIC_VERSION_NOT_FOUND);
    given([]).when(discard(2)).thenThrows(NotFound, RUBRIC_VERSION_NOT_FOUND);
  });

  it('is for ADMIN only', () => {
    given([drafted(2)]).when(command('ActivateRubricVersion', { version: 2 }, premium)).thenThrows(Forbidden, 'Admin access required');
  });
});
