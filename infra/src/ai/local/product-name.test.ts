import { describe, expect, it } from 'vitest';
import { productName } from './product-name';

describe('the product name in a title', () => {
  it('is what comes before the audience or the tagline, or the whole title', () => {
    expect(productName('Food Waste Scale for Restaurant Groups in Kenya')).toBe('Food Waste Scale');
    expect(productName('ParkPing — free spaces near your office')).toBe('ParkPing');
    expect(productName('ParkPing')).toBe('ParkPing');
  });
});
