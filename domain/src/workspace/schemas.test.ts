import { describe, expect, it } from 'vitest';
import { editWorkspaceIdeaSchema, generateDocumentSchema, generateIdeaSchema, shareIdeaSchema, workspaceDocumentContentSchema } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('generateIdeaSchema', () => {
  it('trims the description and is private by default', () => {
    expect(generateIdeaSchema.parse({ userContext: '  Fleets cannot report emissions  ' })).toEqual({
      userContext: 'Fleets cannot report emissions',
      isPrivate: true,
      categories: '',
    });
  });

  it.each([
    [{}, 'Please enter an idea description'],
    [{ userContext: '   ' }, 'Please enter an idea description'],
    [{ userContext: 'x'.repeat(5001) }, 'Idea description cannot exceed 5000 characters'],
    [{ userContext: 'Fleets', isPrivate: 'yes' }, 'isPrivate must be true or false'],
  ])('refuses %j: %s', (body, message) => {
    expect(firstMessage(generateIdeaSchema.safeParse(body))).toBe(message);
  });

  it('takes 5000 characters', () => {
    expect(generateIdeaSchema.safeParse({ userContext: 'x'.repeat(5000) }).success).toBe(true);
  });
});

describe('editWorkspaceIdeaSchema', () => {
  it('keeps the idea fields and the type, and drops what is not the copy own (status, updatedAt, ids)', () => {
    const changes = editWorkspaceIdeaSchema.parse({
      id: 700001, title: ' Fleet Ledger ', type: 'PREMIUM', status: 'Published', updatedAt: '2026-11-22T10:00:00.000Z', problem: null,
    });
    expect(changes).toEqual({ title: 'Fleet Ledger', type: 'PREMIUM', problem: '' });
  });

  it.each([
    [{ title: 'ab' }, 'Title must be at least 3 characters'],
    [{ title: 'x'.repeat(101) }, 'Title cannot exceed 100 characters'],
    [{ description: 'Too short' }, 'Description must be at least 10 characters'],
  ])('refuses %j: %s', (body, message) => {
    expect(firstMessage(editWorkspaceIdeaSchema.safeParse(body))).toBe(message);
  });
});

describe('the other workspace inputs', () => {
  it('asks for a selected idea and a known type', () => {
    expect(firstMessage(generateDocumentSchema.safeParse({ type: 'PRD' }))).toBe('No idea selected');
    expect(firstMessage(generateDocumentSchema.safeParse({ ideaId: 700001, type: 'MEMO' }))).toBe('Unknown document type');
    expect(firstMessage(shareIdeaSchema.safeParse({ type: 'FD' }))).toBe('Type must be UGI or UGP2P');
  });

  it('takes document content of 1 to 100,000 characters', () => {
    expect(firstMessage(workspaceDocumentContentSchema.safeParse({ content: '  ' }))).toBe('Document content is required');
    expect(firstMessage(workspaceDocumentContentSchema.safeParse({ content: 'x'.repeat(100_001) }))).toBe('Document content cannot exceed 100000 characters');
    expect(workspaceDocumentContentSchema.safeParse({ content: 'x'.repeat(100_000) }).success).toBe(true);
  });
});
