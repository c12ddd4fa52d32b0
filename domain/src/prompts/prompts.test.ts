import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../ideas/idea-enumerations';
import { POWER_UP_TYPES } from '../workspace/power-ups';
import type { CopyFields } from '../workspace/workspace-fields';
import { DEFAULT_PROMPTS } from './default-prompts';
import { fillPrompt } from './fill-prompt';
import { PROMPT_TYPES, documentPromptType, powerUpPromptType } from './prompt-types';
import { ideaPromptValues, problemPromptValues } from './prompt-values';
import { promptsFrom, type PromptsUpdated } from './prompts-events';

const idea: CopyFields = {
  title: 'GridShare — rent your idle solar output',
  description: 'Neighbours buy surplus rooftop power.',
  category: 'GreenTech',
  businessModel: 'B2C',
  marketSize: '$5B',
  competition: 'Medium — utilities buy surplus at a loss',
  problem: 'Rooftop panels export power for cents.',
  solution: 'A peer-to-peer marketplace.',
  differentiation: 'Smart-meter pairing.',
  goToMarket: 'Homeowner associations.',
  wowFactor: 'Live sharing map.',
  revenue: '8% fee',
  timeline: '6 months to MVP',
  teamSize: '4',
  technologies: ['IoT', 'Cloud'],
  tags: ['solar', 'energy'],
  mockup: null,
  country: 'Germany',
  type: 'PREMIUM',
};

const updated = (prompts: PromptsUpdated['data']['prompts']): PromptsUpdated => ({
  type: 'PromptsUpdated',
  data: { prompts, at: '2025-01-01T00:00:00.000Z' },
});

describe('prompt types', () => {
  it('maps every document and power-up type to its own prompt type', () => {
    const mapped = [...DOCUMENT_TYPES.map(documentPromptType), ...POWER_UP_TYPES.map(powerUpPromptType)];
    expect(mapped).toEqual(['DOC_PRD', 'DOC_PITCH', 'DOC_GTM', 'DOC_FINANCIAL', 'DOC_PRELAUNCH', 'PU_DIFFERENTIATORS', 'PU_HACKS', 'PU_SUGGESTIONS']);
  });
});

describe('default prompts', () => {
  it('has a titled, described template for each of the 12 types', () => {
    expect(Object.keys(DEFAULT_PROMPTS).sort()).toEqual([...PROMPT_TYPES].sort());
    for (const type of PROMPT_TYPES) {
      const prompt = DEFAULT_PROMPTS[type];
      expect(prompt.type).toBe(type);
      expect(prompt.title.length).toBeGreaterThan(3);
      expect(prompt.description.length).toBeGreaterThan(10);
      expect(prompt.content.length).toBeGreaterThan(200);
    }
  });

  it('asks the problem-to-product prompts about the member text, the others about the idea', () => {
    expect(DEFAULT_PROMPTS.IDEA_UGI.variables).toContain('userContext');
    expect(DEFAULT_PROMPTS.IDEA_UGP2P.variables).toContain('userContext');
    for (const type of PROMPT_TYPES.filter((type) => type.startsWith('DOC_') || type.startsWith('PU_'))) {
      expect(DEFAULT_PROMPTS[type].variables).toEqual(expect.arrayContaining(['title', 'problem', 'solution', 'marketSize', 'businessModel']));
    }
  });

  it('leaves no placeholder behind once filled with an idea', () => {
    for (const type of PROMPT_TYPES) {
      const filled = fillPrompt(DEFAULT_PROMPTS[type].content, { ...ideaPromptValues(idea), ...problemPromptValues('My solar panels waste power') });
      expect(filled).not.toMatch(/\{\{/);
    }
    const prd = fillPrompt(DEFAULT_PROMPTS.DOC_PRD.content, ideaPromptValues(idea));
    expect(prd).toContain('Startup idea: GridShare — rent your idle solar output');
    expect(prd).toContain('Tags: solar, energy');
    expect(fillPrompt(DEFAULT_PROMPTS.IDEA_UGI.content, problemPromptValues('My solar panels waste power'))).toContain('My solar panels waste power');
  });

  it('asks the pitch deck for slides the downloads can split', () => {
    expect(DEFAULT_PROMPTS.DOC_PITCH.content).toContain('## Slide N — Title');
  });
});

describe('promptsFrom', () => {
  it('gives the defaults when no prompt was ever edited', () => {
    expect(promptsFrom([])).toEqual(DEFAULT_PROMPTS);
  });

  it('applies edits in order over the defaults, keeping descriptions and recomputing variables', () => {
    const prompts = promptsFrom([
      updated({ DOC_PRD: { title: 'PRD v2', content: 'Write a PRD for {{title}}' }, PU_HACKS: { title: 'Hacks', content: 'Hack {{problem}}' } }),
      updated({ DOC_PRD: { title: 'PRD v3', content: 'PRD of {{title}} in {{country}}' } }),
    ]);
    expect(prompts.DOC_PRD).toEqual({
      type: 'DOC_PRD',
      title: 'PRD v3',
      description: DEFAULT_PROMPTS.DOC_PRD.description,
      content: 'PRD of {{title}} in {{country}}',
      variables: ['title', 'country'],
    });
    expect(prompts.PU_HACKS.content).toBe('Hack {{problem}}');
    expect(prompts.DOC_GTM).toBe(DEFAULT_PROMPTS.DOC_GTM);
  });
});
