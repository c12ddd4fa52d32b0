import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';
import { createdIdeaOf } from './created-idea';
import { autoDeleteFailed, changesSaved, changesSaveFailed, ideaCreated, ideaDeleteFailed, publishFailed, publishReport, typeUpdated, unpublishFailed, unpublishReport } from './admin-ideas-toasts';

// docs/product.md "Admin: Ideas": the publish report, and failures that show the server's text or the spec's.

const none = { published: [], unpublished: [], incompleteDetails: [], reasons: [] };

describe('publishReport', () => {
  it('says how many were published when all went through', () => {
    expect(publishReport({ ...none, published: [1, 2] })).toMatchObject({ variant: 'success', title: '2 idea(s) published successfully' });
  });

  it('warns about missing documents, naming each idea and document, with the count published', () => {
    const toast = publishReport({
      ...none,
      published: [1],
      unpublished: [2],
      incompleteDetails: [{ ideaId: 2, missingDocuments: ['PRD', 'PITCH_DECK'] }],
    });
    expect(toast).toMatchObject({ variant: 'warning', title: 'Some ideas are missing required documents' });
    expect(toast.description).toBe('1 idea(s) published successfully. Missing documents: #2: Product Requirements Doc, Pitch Deck.');
  });

  it('warns about ideas refused for another reason', () => {
    const toast = publishReport({ ...none, unpublished: [100001], reasons: [{ ideaId: 100001, reason: 'Private ideas cannot be published' }] });
    expect(toast).toMatchObject({ variant: 'warning', title: 'Some ideas were not published', description: '#100001: Private ideas cannot be published.' });
  });

  it('names both kinds when both happened, the missing documents first', () => {
    const toast = publishReport({
      published: [],
      unpublished: [2, 3],
      incompleteDetails: [{ ideaId: 2, missingDocuments: ['GTM'] }],
      reasons: [{ ideaId: 3, reason: 'Idea not found' }],
    });
    expect(toast.title).toBe('Some ideas are missing required documents');
    expect(toast.description).toBe('Missing documents: #2: Go-to-Market Strategy. Some ideas were not published: #3: Idea not found.');
  });
});

describe('the other toasts', () => {
  it('unpublish counts what it did', () => {
    expect(unpublishReport({ unpublished: [4, 5, 6], incompleteDetails: [] }).title).toBe('3 idea(s) unpublished successfully');
  });

  it('names the new type', () => {
    expect(typeUpdated('PREMIUM').title).toBe('Idea type updated to PREMIUM');
  });

  it("show the server's message when it sent one, else the spec's", () => {
    expect(publishFailed(new ApiError('Please select at least one idea', 400, { message: 'Please select at least one idea' }))).toMatchObject({
      variant: 'destructive',
      title: 'Publishing Failed',
      description: 'Please select at least one idea',
    });
    expect(unpublishFailed(new ApiError('Server error: 500', 500))).toMatchObject({ title: 'Unpublishing Failed', description: 'Failed to unpublish ideas' });
    expect(ideaDeleteFailed(new TypeError('Failed to fetch'))).toMatchObject({ title: 'Error', description: 'Failed to delete idea' });
    expect(autoDeleteFailed(undefined)).toMatchObject({ title: 'Error updating auto-delete status', description: 'An error occurred' });
    expect(publishFailed(new InvalidResponseError()).description).toBe('Invalid response format from server');
  });
});

describe('creating an idea', () => {
  it('says the idea was created, and why a publish asked for with it was refused', () => {
    expect(ideaCreated(createdIdeaOf({ idea: { id: 7 } }))).toMatchObject({ variant: 'success', title: 'Idea created successfully' });
    expect(ideaCreated(createdIdeaOf({ idea: { id: 7 }, publishResult: { published: true, missingDocuments: [], reason: null } }))).toMatchObject({
      variant: 'success',
    });
    const refused = ideaCreated(createdIdeaOf({ idea: { id: 7 }, publishResult: { published: false, missingDocuments: ['PRD', 'GTM'], reason: null } }));
    expect(refused).toMatchObject({ variant: 'warning', title: 'Some ideas are missing required documents' });
    expect(refused.description).toMatch(/^Idea created successfully\. .*#7: Product Requirements Doc, Go-to-Market Strategy/);
  });
});

describe("the detail dialog's Save Changes", () => {
  it("says 'Changes saved successfully', or 'Failed to save changes' when the server gives no reason", () => {
    expect(changesSaved()).toMatchObject({ variant: 'success', title: 'Changes saved successfully' });
    expect(changesSaveFailed(new Error('network'))).toMatchObject({ variant: 'destructive', title: 'Failed to update idea', description: 'Failed to save changes' });
  });
});
