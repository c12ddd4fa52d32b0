import { describe, expect, it } from 'vitest';
import { statedMarketSizes } from './stated-market-sizes';

describe('the market sizes an idea states', () => {
  it('reads labelled amounts in either order', () => {
    expect(statedMarketSizes('$130M TAM, $37M SAM')).toEqual({ tam: 130e6, sam: 37e6 });
    expect(statedMarketSizes('TAM $12B; SAM $1.1B; SOM $40M')).toEqual({ tam: 12e9, sam: 1.1e9, som: 40e6 });
  });

  it('takes a serviceable market as the SAM', () => {
    expect(statedMarketSizes('$800M serviceable market across Europe')).toEqual({ sam: 800e6 });
  });

  it('names nothing for an unlabelled amount or no amount', () => {
    expect(statedMarketSizes('$3.5B')).toEqual({});
    expect(statedMarketSizes('Emerging niche')).toEqual({});
  });

  it('reads the first text that names a level', () => {
    expect(statedMarketSizes('$2B TAM', 'Our TAM is $9B, SOM $10M')).toEqual({ tam: 2e9, som: 10e6 });
  });
});
