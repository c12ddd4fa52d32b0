import { describe, expect, it } from 'vitest';
import { autoDeleteSchema, createIdeaSchema, editIdeaSchema, ideaIdsSchema, ideaStampSchema } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('createIdeaSchema', () => {
  it('fills the defaults: FREE, Unpublished, Global, empty texts, no stamp', () => {
    const { idea, status } = createIdeaSchema.parse({ title: 'Carbon Ledger', description: 'Carbon accounting for fleets.' });
    expect(status).toBe('Unpublished');
    expect(idea).toEqual({
      title: 'Carbon Ledger', description: 'Carbon accounting for fleets.', category: '', businessModel: '', marketSize: '',
      competition: '', problem: '', solution: '', differentiation: '', goToMarket: '', wowFactor: '', revenue: '', timeline: '',
      teamSize: '', technologies: [], tags: [], mockup: null, country: 'Global', type: 'FREE', stamp: null, batchNumber: null,
    });
  });

  it('de-duplicates tags and takes technologies as a list or an object with a list', () => {
    const { idea } = createIdeaSchema.parse({
      title: 'Carbon Ledger', description: 'Carbon accounting for fleets.', tags: ['a', 'b', 'a'], technologies: { list: ['IoT'] },
    });
    expect(idea.tags).toEqual(['a', 'b']);
    expect(idea.technologies).toEqual(['IoT']);
  });

  it.each([
    [{ description: 'Carbon accounting for fleets.' }, 'Title and description are required'],
    [{ title: 'Carbon Ledger' }, 'Title and description are required'],
    [{ title: 'ab', description: 'Carbon accounting for fleets.' }, 'Title must be at least 3 characters'],
    [{ title: 'x'.repeat(101), description: 'Carbon accounting for fleets.' }, 'Title cannot exceed 100 characters'],
    [{ title: 'Carbon Ledger', description: 'Too short' }, 'Description must be at least 10 characters'],
    [{ title: 'Carbon Ledger', description: 'Carbon accounting for fleets.', type: 'GOLD' }, 'Type must be FREE or PREMIUM'],
    [{ title: 'Carbon Ledger', description: 'Carbon accounting for fleets.', status: 'Live' }, 'Status must be Published or Unpublished'],
    [{ title: 'Carbon Ledger', description: 'Carbon accounting for fleets.', mockup: 'http://x.example' }, 'Mockup must be an https:// link'],
  ])('refuses %j: %s', (input, message) => {
    expect(firstMessage(createIdeaSchema.safeParse(input))).toBe(message);
  });
});

describe('editIdeaSchema', () => {
  it('keeps only the fields sent, and takes type and status apart', () => {
    expect(editIdeaSchema.parse({ title: 'Renamed idea', type: 'PREMIUM', status: 'Published', problem: null })).toEqual({
      changes: { title: 'Renamed idea', problem: '' },
      type: 'PREMIUM',
      status: 'Published',
    });
  });
});

describe('small admin inputs', () => {
  it('reads a blank or missing stamp as clearing it', () => {
    expect(ideaStampSchema.parse({ stamp: '' })).toEqual({ stamp: null });
    expect(ideaStampSchema.parse({})).toEqual({ stamp: null });
    expect(ideaStampSchema.parse({ stamp: ' Crazy ' })).toEqual({ stamp: 'Crazy' });
  });

  it('needs autoDeleted as a boolean and at least one idea id', () => {
    expect(firstMessage(autoDeleteSchema.safeParse({ autoDeleted: 'yes' }))).toBe('autoDeleted must be true or false');
    expect(firstMessage(ideaIdsSchema.safeParse({ ideaIds: [] }))).toBe('Please select at least one idea');
    expect(firstMessage(ideaIdsSchema.safeParse({ ideaIds: [0] }))).toBe('Idea ids must be positive whole numbers');
  });
});

describe('messages of the union fields', () => {
  const base = { title: 'Carbon Ledger', description: 'Carbon accounting for fleets.' };
  it.each([
    [{ tags: 'carbon' }, 'tags', 'Must be a list of words'],
    [{ technologies: [''] }, 'technologies', 'Must be a list of words'],
    [{ problem: 5 }, 'problem', 'Must be text'],
    [{ problem: 'x'.repeat(10001) }, 'problem', 'Text cannot exceed 10000 characters'],
  ])('%j → %s: %s', (extra, field, message) => {
    const issue = createIdeaSchema.safeParse({ ...base, ...extra }).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });
});
