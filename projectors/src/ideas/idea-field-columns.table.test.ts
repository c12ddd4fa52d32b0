import { describe, expect, it } from 'vitest';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import { fieldColumns, fieldsOf } from './idea-field-columns.table';

const fields: CopyFields = {
  title: 'Harbour Slots',
  description: 'd',
  category: 'LogisticsTech',
  businessModel: 'B2B SaaS',
  marketSize: '$2B',
  competition: 'Low — few',
  problem: 'p',
  solution: 's',
  differentiation: 'diff',
  goToMarket: 'gtm',
  wowFactor: 'wow',
  revenue: 'r',
  timeline: '4 months',
  teamSize: '3',
  technologies: ['IoT'],
  tags: ['ports'],
  mockup: null,
  country: 'Global',
  type: 'PREMIUM',
};

describe('idea field columns', () => {
  it('maps every field to its column and back', () => {
    const columns = fieldColumns(fields);
    expect(Object.keys(columns)).toHaveLength(19);
    expect(columns).toEqual(expect.objectContaining({ business_model: 'B2B SaaS', go_to_market: 'gtm', wow_factor: 'wow', team_size: '3', mockup: null }));
    expect(fieldsOf(columns)).toEqual(fields);
  });

  it('maps only the fields an edit carries, a null mockup included', () => {
    expect(fieldColumns({ marketSize: '$3B', mockup: null })).toEqual({ market_size: '$3B', mockup: null });
    expect(fieldColumns({})).toEqual({});
  });
});
