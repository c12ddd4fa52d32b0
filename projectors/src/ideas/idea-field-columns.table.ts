// CopyFields ↔ the columns that hold them (IdeaFieldColumns: the workspace's tables, the idea fold's rows): the
// projections write with `fieldColumns`, the query API reads the workspace with `fieldsOf`, so the two sides cannot
// disagree on a column.
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import type { IdeaFieldColumns } from './idea-columns.table';

const COLUMN_OF = {
  title: 'title',
  description: 'description',
  category: 'category',
  businessModel: 'business_model',
  marketSize: 'market_size',
  competition: 'competition',
  problem: 'problem',
  solution: 'solution',
  differentiation: 'differentiation',
  goToMarket: 'go_to_market',
  wowFactor: 'wow_factor',
  revenue: 'revenue',
  timeline: 'timeline',
  teamSize: 'team_size',
  technologies: 'technologies',
  tags: 'tags',
  mockup: 'mockup',
  country: 'country',
  type: 'type',
} as const satisfies { [Field in keyof CopyFields]: keyof IdeaFieldColumns };

const FIELDS = Object.keys(COLUMN_OF) as (keyof CopyFields)[];

/** The columns of the fields present (an edit carries only those that changed). */
export function fieldColumns(fields: CopyFields): IdeaFieldColumns;
export function fieldColumns(fields: Partial<CopyFields>): Partial<IdeaFieldColumns>;
export function fieldColumns(fields: Partial<CopyFields>): Partial<IdeaFieldColumns> {
  const columns: Partial<Record<keyof IdeaFieldColumns, unknown>> = {};
  for (const field of FIELDS) if (fields[field] !== undefined) columns[COLUMN_OF[field]] = fields[field];
  return columns as Partial<IdeaFieldColumns>;
}

export function fieldsOf(row: IdeaFieldColumns): CopyFields {
  const fields: Partial<Record<keyof CopyFields, unknown>> = {};
  for (const field of FIELDS) fields[field] = row[COLUMN_OF[field]];
  return fields as CopyFields;
}
