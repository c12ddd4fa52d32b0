import { describe, expect, it } from 'vitest';
import { publishDisabled, publishTargets, unpublishDisabled, unpublishTargets } from './bulk-rules';

// docs/product.md "Admin: Ideas": publish is disabled when every selected idea is private or already Published;
// unpublish when every selected idea is already Unpublished.

const idea = (id: number, status: 'Published' | 'Unpublished', isPrivate = false) => ({ id, status, private: isPrivate });

describe('the bulk buttons', () => {
  it('are both disabled with nothing selected', () => {
    expect(publishDisabled([])).toBe(true);
    expect(unpublishDisabled([])).toBe(true);
  });

  it('publish: disabled when every selected idea is private or Published', () => {
    expect(publishDisabled([idea(1, 'Published'), idea(100001, 'Unpublished', true)])).toBe(true);
    expect(publishDisabled([idea(1, 'Published'), idea(2, 'Unpublished')])).toBe(false);
  });

  it('publish sends only the ideas it would publish', () => {
    expect(publishTargets([idea(1, 'Published'), idea(2, 'Unpublished'), idea(100001, 'Unpublished', true), idea(200001, 'Unpublished')])).toEqual([2, 200001]);
  });

  it('unpublish: disabled when every selected idea is Unpublished; sends only Published ones', () => {
    expect(unpublishDisabled([idea(1, 'Unpublished'), idea(2, 'Unpublished', true)])).toBe(true);
    expect(unpublishDisabled([idea(1, 'Unpublished'), idea(2, 'Published')])).toBe(false);
    expect(unpublishTargets([idea(1, 'Unpublished'), idea(2, 'Published'), idea(100002, 'Published')])).toEqual([2, 100002]);
  });
});
