import { describe, expect, it } from 'vitest';
import { decodeProgress, encodeProgress, type ProgressMessage } from './progress-message';

describe('progress messages', () => {
  const message: ProgressMessage = { name: 'ideas', version: 2, generation: 1, status: 'active', position: '812-77' };

  it('decode what encode wrote', () => {
    expect(decodeProgress(encodeProgress(message))).toEqual(message);
    expect(decodeProgress(encodeProgress({ ...message, status: 'building', position: null }))).toEqual({
      ...message,
      status: 'building',
      position: null,
    });
  });

  it.each([
    ['not JSON', '42-7'],
    ['not an object', '"ideas"'],
    ['a retired status', JSON.stringify({ ...message, status: 'retired' })],
    ['a numeric position', JSON.stringify({ ...message, position: 7 })],
    ['a missing version', JSON.stringify({ ...message, version: undefined })],
  ])('ignore %s', (_case, text) => {
    expect(decodeProgress(text)).toBeUndefined();
  });
});
