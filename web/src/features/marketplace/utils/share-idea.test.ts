import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { shareFailed, shareIntentUrl, shareLink, shareNotes, sharePopupFeatures, shareText, shareTitle } from './share-idea';

// docs/product.md "Marketplace and idea detail": the share link, the post intent in a 550x420 pop-up, and the text: the
// title cut to 50 characters with an ellipsis at 47, plus stamp and premium notes.

describe('shareTitle', () => {
  it('keeps a title of up to 50 characters as it is', () => {
    const fifty = 'x'.repeat(50);
    expect(shareTitle(fifty)).toBe(fifty);
    expect(shareTitle('Short title')).toBe('Short title');
  });

  it('cuts a longer title to its first 47 characters and an ellipsis: 50 in all', () => {
    const title = 'An AI tutor that adapts every lesson to how each student learns best';
    const cut = shareTitle(title);
    expect(cut).toBe(`${title.slice(0, 47)}...`);
    expect(cut).toHaveLength(50);
    expect(shareTitle('y'.repeat(51))).toBe(`${'y'.repeat(47)}...`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const title = `${'a'.repeat(46)}🚀🚀🚀🚀🚀`;
    expect(shareTitle(title)).toBe(`${'a'.repeat(46)}🚀...`);
  });
});

describe('shareNotes and shareText', () => {
  it('notes the stamp and a premium idea', () => {
    expect(shareNotes({ stamp: 'Top Picks', type: 'PREMIUM' })).toEqual(['🏆 Top Picks', '🔒 Premium idea']);
    expect(shareNotes({ stamp: 'Crazy', type: 'FREE' })).toEqual(['🤪 Crazy idea']);
    expect(shareNotes({ stamp: 'Editor pick', type: 'FREE' })).toEqual(['⭐ Editor pick']);
    expect(shareNotes({ stamp: null, type: 'FREE' })).toEqual([]);
  });

  it('puts the cut title first and the notes after it', () => {
    const text = shareText({ title: 'z'.repeat(60), stamp: 'Top Picks', type: 'PREMIUM' });
    expect(text).toBe(`💡 Startup idea on IdeaPlatform: "${'z'.repeat(47)}..."\n🏆 Top Picks · 🔒 Premium idea`);
    expect(shareText({ title: 'Plain', stamp: null, type: 'FREE' })).toBe('💡 Startup idea on IdeaPlatform: "Plain"');
  });
});

describe('the link and the intent', () => {
  it('links the marketplace with the idea and its hash', () => {
    expect(shareLink('https://ideas.example', 42, 'ab+c/d=')).toBe('https://ideas.example/marketplace?idea=42&hash=ab%2Bc%2Fd%3D');
  });

  it('opens the X post intent with the text and the link, both encoded', () => {
    const url = new URL(shareIntentUrl('Idea & more\n🔒', 'https://ideas.example/marketplace?idea=1&hash=h'));
    expect(`${url.origin}${url.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe('Idea & more\n🔒');
    expect(url.searchParams.get('url')).toBe('https://ideas.example/marketplace?idea=1&hash=h');
  });

  it('asks for a 550x420 pop-up centred over the window', () => {
    expect(sharePopupFeatures(100, 50, 1280, 800)).toBe('popup=yes,width=550,height=420,left=465,top=240');
    expect(sharePopupFeatures()).toBe('popup=yes,width=550,height=420,left=0,top=0');
  });
});

describe('shareFailed', () => {
  it("says 'Failed to share idea', with the server's reason when it gave one", () => {
    expect(shareFailed(new Error('network down'))).toMatchObject({ title: 'Failed to share idea', variant: 'destructive' });
    expect(shareFailed(new Error('network down'))).not.toHaveProperty('description');
    expect(shareFailed(new ApiError('x', 403, { message: 'Upgrade to PREMIUM to access this feature' }))).toMatchObject({
      title: 'Failed to share idea',
      description: 'Upgrade to PREMIUM to access this feature',
    });
  });
});
