import { describe, it } from 'vitest';
import type { Actor } from '../shared/decider';
import { Forbidden, Unauthenticated, ValidationError } from '../shared/errors';
import { deciderSpec } from '../shared/testing/decider-spec';
import { DEFAULT_PROMPTS } from './default-prompts';
import { NO_PROMPTS_TO_UPDATE, promptsDecider, type UpdatePrompts } from './prompts-decider';
import type { PromptsUpdated } from './prompts-events';

const given = deciderSpec(promptsDecider);
const now = new Date('2026-11-25T09:00:00.000Z');
const at = now.toISOString();
const admin: Actor = { userId: '0197a1b2-0000-7000-8000-0000000000ad', role: 'ADMIN', emailVerified: true };
const pro: Actor = { userId: '0197a1b2-0000-7000-8000-000000000003', role: 'PRO', emailVerified: true };

const update = (prompts: UpdatePrompts['data']['prompts'], actor: Actor | null = admin): UpdatePrompts => ({
  type: 'UpdatePrompts',
  data: { prompts },
  metadata: { actor, now },
});
const updated = (prompts: PromptsUpdated['data']['prompts']): PromptsUpdated => ({ type: 'PromptsUpdated', data: { prompts, at } });

describe('UpdatePrompts', () => {
  it('records the new content of each prompt sent, under the title in force', () => {
    given([]).when(update({ DOC_PRD: 'A one-page PRD for {{title}}', PU_HACKS: 'Three hacks for {{title}}' })).then([
      updated({
        DOC_PRD: { title: DEFAULT_PROMPTS.DOC_PRD.title, content: 'A one-page PRD for {{title}}' },
        PU_HACKS: { title: DEFAULT_PROMPTS.PU_HACKS.title, content: 'Three hacks for {{title}}' },
      }),
    ]);
    const renamed = updated({ IDEA_UGI: { title: 'Problem to product', content: 'Turn {{userContext}} into an idea' } });
    given([renamed]).when(update({ IDEA_UGI: 'Turn {{userContext}} into a product' })).then([
      updated({ IDEA_UGI: { title: 'Problem to product', content: 'Turn {{userContext}} into a product' } }),
    ]);
  });

  it('records only the prompts whose content changes', () => {
    given([]).when(update({ IDEA_FREE: DEFAULT_PROMPTS.IDEA_FREE.content, IDEA_PREMIUM: 'A premium idea in {{category}}' })).then([
      updated({ IDEA_PREMIUM: { title: DEFAULT_PROMPTS.IDEA_PREMIUM.title, content: 'A premium idea in {{category}}' } }),
    ]);
  });

  it('records nothing when every prompt sent is already in force', () => {
    given([]).when(update({ DOC_GTM: DEFAULT_PROMPTS.DOC_GTM.content })).then([]);
    const edited = updated({ DOC_GTM: { title: 'GTM', content: 'A GTM plan for {{title}}' } });
    given([edited]).when(update({ DOC_GTM: 'A GTM plan for {{title}}' })).then([]);
  });

  it('refuses a request that sends no prompt', () => {
    given([]).when(update({})).thenThrows(ValidationError, NO_PROMPTS_TO_UPDATE);
  });

  it('is for ADMIN only', () => {
    given([]).when(update({ DOC_PRD: 'A one-page PRD' }, pro)).thenThrows(Forbidden, 'Admin access required');
    given([]).when(update({ DOC_PRD: 'A one-page PRD' }, null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
  });
});
