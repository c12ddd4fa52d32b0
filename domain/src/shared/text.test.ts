import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { studioApplicationSchema } from '../builder-studio/schemas';
import { createIdeaSchema, documentContentSchema, editIdeaSchema, ideaStampSchema } from '../ideas/schemas';
import { createTrendSchema } from '../trends/schemas';
import { loginSchema, profileSchema, registrationSchema } from '../users/schemas';
import { generateIdeaSchema, workspaceDocumentContentSchema } from '../workspace/schemas';
import { ValidationError } from './errors';
import { inputText, isStorableText, requireStorableText, text, unstorableTextMessage, unstorableTextPath } from './text';

const STORABLE = {
  empty: '',
  ascii: 'Harbour Slots',
  'right-to-left marks and scripts': '\u200fשלום \u202eمرحبا\u202c \u061c',
  '4-byte emoji and joined sequences': '😀 👩🏽‍💻 🇰🇪 𝕏 𠜎',
  'CJK and combining marks': '漢字 ｶﾅ e\u0301',
  'control characters other than U+0000': '\t\n\u0001\u007f',
};
const UNSTORABLE = {
  'U+0000': 'Harbour\u0000Slots',
  'U+0000 alone': '\u0000',
  'a high surrogate at the end': 'Harbour \ud83d',
  'a high surrogate before text': '\ud83dHarbour',
  'two high surrogates then a low one': '\ud83d\ud83d\ude00',
  'a low surrogate at the start': '\ude00Harbour',
  'a low surrogate after a pair': '\ud83d\ude00\ude00',
  'a pair in the wrong order': '\ude00\ud83d',
};

describe('isStorableText', () => {
  it.each(Object.entries(STORABLE))('takes %s', (_, value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each(Object.entries(UNSTORABLE))('refuses %s', (_, value) => {
    expect(isStorableText(value)).toBe(false);
  });
});

const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map(({ path, message }) => ({ path: path.join('.'), message })) ?? [];

describe('text()', () => {
  const form = z.object({ name: text({ error: 'Name is required' }).trim().min(1, 'Name is required').max(5, 'Name cannot exceed 5 characters'), tags: z.array(text()) });

  it('takes every storable text and keeps the other rules and their messages', () => {
    expect(form.parse({ name: ' 😀漢 ', tags: ['\u200fשלום'] })).toEqual({ name: '😀漢', tags: ['\u200fשלום'] });
    expect(issuesOf(form, { name: '  ', tags: [] })).toEqual([{ path: 'name', message: 'Name is required' }]);
    expect(issuesOf(form, { name: 7, tags: [] })).toEqual([{ path: 'name', message: 'Name is required' }]);
  });

  it('refuses U+0000 and unpaired surrogates with a message naming the field, before any other rule of the field', () => {
    expect(issuesOf(form, { name: 'a\u0000b', tags: ['ok', 'x\udfff'] })).toEqual([
      { path: 'name', message: 'name contains a character that cannot be stored (U+0000 or an unpaired surrogate)' },
      { path: 'tags.1', message: 'tags.1 contains a character that cannot be stored (U+0000 or an unpaired surrogate)' },
    ]);
    expect(issuesOf(form, { name: 'far too long\u0000', tags: [] })[0]).toEqual({ path: 'name', message: unstorableTextMessage('name') });
  });

  it('names plain text that is not in a field "Text"', () => {
    expect(issuesOf(text(), '\ud800')).toEqual([{ path: '', message: unstorableTextMessage('Text') }]);
  });

  it('keeps its message inside a union (optional text), where the union would report its own', () => {
    const optional = z.object({ problem: z.union([text().max(10), z.null()], { error: 'Must be text' }) });
    expect(issuesOf(optional, { problem: '\u0000' })).toEqual([{ path: 'problem', message: unstorableTextMessage('problem') }]);
    expect(issuesOf(optional, { problem: 7 })).toEqual([{ path: 'problem', message: 'Must be text' }]);
  });
});

describe('inputText()', () => {
  // A rule that must never see an over-long value: it records what it read.
  const read: number[] = [];
  const watched = (schema: z.ZodString) =>
    schema.refine((value) => {
      read.push(value.length);
      return /[A-Z]/.test(value);
    }, 'Needs a capital');
  const field = z.object({ name: watched(inputText({ label: 'Name', max: 5 }, { error: 'Name is required' })).optional() });

  it('takes text up to its maximum, and applies the rules after it', () => {
    expect(field.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(issuesOf(field, { name: 'ada' })).toEqual([{ path: 'name', message: 'Needs a capital' }]);
    expect(issuesOf(field, { name: 7 })).toEqual([{ path: 'name', message: 'Name is required' }]);
  });

  it('refuses longer text with its message alone: no rule after it reads the value', () => {
    read.length = 0;
    expect(issuesOf(field, { name: 'a'.repeat(1_000_000) })).toEqual([{ path: 'name', message: 'Name cannot exceed 5 characters' }]);
    expect(issuesOf(field, { name: 'abcdef\u0000' })).toEqual([{ path: 'name', message: 'Name cannot exceed 5 characters' }]);
    expect(read).toEqual([]);
  });

  it('refuses text that cannot be stored, within its maximum', () => {
    expect(issuesOf(field, { name: 'A\u0000' })).toEqual([{ path: 'name', message: unstorableTextMessage('name') }]);
  });

  it('with trim, counts what is kept', () => {
    const trimmed = inputText({ label: 'Name', max: 5, trim: true });
    expect(trimmed.parse('  Ada  ')).toBe('Ada');
    expect(trimmed.parse(` ${'a'.repeat(5)} `)).toBe('aaaaa');
    expect(issuesOf(trimmed, ' abcdef ')).toEqual([{ path: '', message: 'Name cannot exceed 5 characters' }]);
  });

  it('says what `tooLong` says instead', () => {
    expect(issuesOf(inputText({ max: 3, tooLong: 'Role must be FREE, PREMIUM or PRO' }), 'ADMIN')).toEqual([{ path: '', message: 'Role must be FREE, PREMIUM or PRO' }]);
  });

  it('keeps its message when nullable (a union with null would report its own)', () => {
    const optional = z.object({ problem: inputText({ label: 'Problem', max: 3 }, { error: 'Must be text' }).nullable() });
    expect(issuesOf(optional, { problem: 'abcd' })).toEqual([{ path: 'problem', message: 'Problem cannot exceed 3 characters' }]);
    expect(issuesOf(optional, { problem: 7 })).toEqual([{ path: 'problem', message: 'Must be text' }]);
    expect(optional.parse({ problem: null })).toEqual({ problem: null });
  });
});

describe("the domain's schemas", () => {
  const idea = { title: 'Harbour Slots', description: 'Berth scheduling for small ports.' };
  const application = { name: 'Ada', email: 'ada@example.com', idea: 'An idea', problem: 'A problem', targetUsers: 'Harbour masters' };
  const cases: [string, z.ZodType, unknown, string][] = [
    ['Builder Studio name', studioApplicationSchema, { ...application, name: 'Ada\u0000' }, 'name'],
    ['Builder Studio phone', studioApplicationSchema, { ...application, phone: '\ud800' }, 'phone'],
    ['idea title', createIdeaSchema, { ...idea, title: 'Harbour\u0000' }, 'title'],
    ['idea optional text', editIdeaSchema, { problem: 'Ports\udc00' }, 'problem'],
    ['idea tags', createIdeaSchema, { ...idea, tags: ['ports', '\u0000'] }, 'tags.1'],
    ['idea tags as an object', createIdeaSchema, { ...idea, tags: { list: ['\u0000'] } }, 'tags.list.0'],
    ['idea mockup', editIdeaSchema, { mockup: 'https://example.com/\u0000' }, 'mockup'],
    ['idea stamp', ideaStampSchema, { stamp: '\ud83d' }, 'stamp'],
    ['idea document', documentContentSchema, { content: '# PRD\u0000' }, 'content'],
    ['trend description', createTrendSchema, { title: 'Ports', description: '\u0000', type: 'RFI' }, 'description'],
    ['login password', loginSchema, { email: 'ada@example.com', password: 'Secret\u0000' }, 'password'],
    [
      'registration password',
      registrationSchema,
      { email: 'ada@example.com', username: 'ada', password: 'Secret-pass1!\ud800', confirmPassword: 'Secret-pass1!\ud800' },
      'password',
    ],
    ['profile username', profileSchema, { username: 'ada\u0000' }, 'username'],
    ['problem to generate from', generateIdeaSchema, { userContext: 'Ports\u0000' }, 'userContext'],
    ['member document', workspaceDocumentContentSchema, { content: '\udfff' }, 'content'],
  ];

  it.each(cases)('%s: refused, naming the field', (_, schema, input, field) => {
    expect(issuesOf(schema, input)).toContainEqual({ path: field, message: unstorableTextMessage(field) });
  });
});

describe('requireStorableText', () => {
  it('answers a value whose strings and keys can all be stored, as it is', () => {
    const value = { idea: { title: '😀 漢字', tags: ['\u200f'] }, count: 3, none: null };
    expect(requireStorableText(value)).toBe(value);
  });

  it('refuses (400) a value holding unstorable text at any depth, naming where it sits', () => {
    let refusal: unknown;
    try {
      requireStorableText({ idea: { tags: ['ok', 'x\u0000'] } });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ValidationError);
    expect(refusal).toMatchObject({ message: unstorableTextMessage('idea.tags.1'), errors: { 'idea.tags.1': unstorableTextMessage('idea.tags.1') } });
    expect(unstorableTextPath({ changes: { 'key\ud800': 'value' } })).toEqual(['changes', 'key\ud800']);
    expect(unstorableTextPath(['\u0000'])).toEqual([0]);
    expect(unstorableTextPath('plain')).toBeUndefined();
  });
});
