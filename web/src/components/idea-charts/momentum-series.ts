import type { MomentumDay } from '@app/domain/momentum/momentum-api';

/** The four counts of a momentum day, in the order the chart's legend and the table list them. */
export const MOMENTUM_SERIES = [
  { key: 'views', label: 'Views', colour: '#4f46e5' },
  { key: 'saves', label: 'Saves', colour: '#16a34a' },
  { key: 'shares', label: 'Shares', colour: '#f97316' },
  { key: 'documents', label: 'Documents', colour: '#0891b2' },
] as const satisfies readonly { key: keyof Omit<MomentumDay, 'date'>; label: string; colour: string }[];
