import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_FILTERS } from './countries';

describe('the Country filter', () => {
  it('lists the countries in English alphabetical order, after the five regions', () => {
    expect(COUNTRIES).toEqual([...COUNTRIES].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRIES.indexOf("Côte d'Ivoire")).toBe(COUNTRIES.indexOf('Costa Rica') + 1);
    expect(COUNTRY_FILTERS.slice(0, 5)).toEqual(['Africa (Sub-Saharan)', 'Europe', 'Mena', 'Latam', 'Southeast Asia']);
    expect(COUNTRY_FILTERS.slice(5)).toEqual(COUNTRIES);
  });
});
