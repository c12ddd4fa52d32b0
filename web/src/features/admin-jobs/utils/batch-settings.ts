import { DEFAULT_FREE_COUNT, DEFAULT_PREMIUM_COUNT, generateBatchSchema } from '@app/domain/jobs/schemas';
import { createTrendSchema } from '@app/domain/trends/schemas';
import type { TrendType } from '@app/domain/trends/trend-view';
import { fieldErrorsFromIssues, type FieldErrors } from '../../../components/ui/form/form-errors';

// The 'Batch Idea Generation Settings' panel's rules (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs",
// "Limits"): counts 0-200 (5 free and 3 premium by default) whose sum must be above 0, Batch # at least 0, and a trend
// of the chosen type: an existing one OR a new one, never both. Values are kept as typed; the domain's schemas check
// them, so the messages are the server's.

/** docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"'s order. */
export const TREND_TYPE_CHOICES = ['NONE', 'RFI', 'PROBLEM'] as const satisfies readonly ('NONE' | TrendType)[];
export type TrendTypeChoice = (typeof TREND_TYPE_CHOICES)[number];

export interface BatchSettings {
  batchNumber: string;
  freeCount: string;
  premiumCount: string;
  categories: string;
  /** The stamp the new ideas get ('Top Picks', 'Crazy'); '' for none. */
  stamp: string;
  trendType: TrendTypeChoice;
  /** The existing trend chosen, '' for none. */
  trendId: string;
  trendTitle: string;
  trendDescription: string;
  /** '' leaves the server's default (IdeaPlatform). */
  trendSource: string;
}

export type BatchField = Exclude<keyof BatchSettings, 'trendType'>;
export type NewTrendField = 'trendTitle' | 'trendDescription' | 'trendSource';
export type BatchErrors = FieldErrors<BatchField>;

const NO_TREND = { trendId: '', trendTitle: '', trendDescription: '', trendSource: '' } as const;

export const BATCH_SETTINGS_DEFAULTS: BatchSettings = {
  batchNumber: '',
  freeCount: String(DEFAULT_FREE_COUNT),
  premiumCount: String(DEFAULT_PREMIUM_COUNT),
  categories: '',
  stamp: '',
  trendType: 'NONE',
  ...NO_TREND,
};

/** Ours: a trend type names the trend the batch is linked to, so one must be chosen or described. */
export const TREND_REQUIRED = 'Choose an existing trend or describe a new one';

const BATCH_FIELDS = ['batchNumber', 'freeCount', 'premiumCount', 'categories', 'trendId', 'stamp'] as const satisfies readonly BatchField[];
/** The new trend's fields in createTrendSchema, and where their messages go. */
const TREND_FIELDS = [
  ['title', 'trendTitle'],
  ['description', 'trendDescription'],
  ['source', 'trendSource'],
] as const satisfies readonly (readonly [string, NewTrendField])[];
const NEW_TREND_FIELDS: readonly BatchField[] = TREND_FIELDS.map(([, field]) => field);

/** A new trend is being described: the existing-trend choice is locked until its fields are empty again. */
export const isDescribingNewTrend = (settings: BatchSettings) =>
  settings.trendTitle.trim() !== '' || settings.trendDescription.trim() !== '' || settings.trendSource !== '';

/** An existing trend is chosen: the new-trend fields are locked until it is unchosen. */
export const hasExistingTrend = (settings: BatchSettings) => settings.trendId !== '';

/** A new trend type starts with no trend chosen or described. */
export const withTrendType = (settings: BatchSettings, trendType: TrendTypeChoice): BatchSettings => ({ ...settings, trendType, ...NO_TREND });

/** One field changed; a locked field keeps its value (the screen disables it, this holds whatever the screen does). */
export function withSetting(settings: BatchSettings, field: BatchField, value: string): BatchSettings {
  if (field === 'trendId' && isDescribingNewTrend(settings)) return settings;
  if (NEW_TREND_FIELDS.includes(field) && hasExistingTrend(settings)) return settings;
  return { ...settings, [field]: value };
}

/** The created trend becomes the chosen one, so asking again does not create it twice. */
export const withCreatedTrend = (settings: BatchSettings, trendId: number): BatchSettings => ({ ...settings, ...NO_TREND, trendId: String(trendId) });

/** A typed number; blank is not 0 (a cleared box must not fall back to a default). */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/**
 * Generate is offered only when free + premium is above 0 (docs/product.md "Admin: AI jobs, Batch-Runs and
 * Batch-Docs").
 */
export const canGenerate = (settings: BatchSettings) => numberOf(settings.freeCount) + numberOf(settings.premiumCount) > 0;

// The schemas' parsed outputs (typed through the schemas: the SPA does not depend on zod itself).
export type BatchRequest = ReturnType<typeof generateBatchSchema.parse>;
export type NewTrendRequest = ReturnType<typeof createTrendSchema.parse>;

export type CheckedSettings =
  | { ok: true; batch: BatchRequest; newTrend: NewTrendRequest | null }
  | { ok: false; errors: BatchErrors };

/** The request to send (and the trend to create first), or a message under each field that is wrong. */
export function checkBatchSettings(settings: BatchSettings): CheckedSettings {
  const describing = isDescribingNewTrend(settings);
  const batch = generateBatchSchema.safeParse({
    batchNumber: numberOf(settings.batchNumber),
    freeCount: numberOf(settings.freeCount),
    premiumCount: numberOf(settings.premiumCount),
    categories: settings.categories,
    trendId: settings.trendType !== 'NONE' && hasExistingTrend(settings) ? numberOf(settings.trendId) : null,
    stamp: settings.stamp === '' ? null : settings.stamp,
  });
  const errors: BatchErrors = batch.success ? {} : fieldErrorsFromIssues(batch.error.issues, BATCH_FIELDS);

  let newTrend: NewTrendRequest | null = null;
  if (settings.trendType !== 'NONE' && describing) {
    const trend = createTrendSchema.safeParse({
      title: settings.trendTitle,
      description: settings.trendDescription,
      type: settings.trendType,
      ...(settings.trendSource === '' ? {} : { source: settings.trendSource }),
    });
    if (trend.success) {
      newTrend = trend.data;
    } else {
      const trendErrors = fieldErrorsFromIssues(trend.error.issues, TREND_FIELDS.map(([field]) => field));
      for (const [field, settingsField] of TREND_FIELDS) {
        const message = trendErrors[field];
        if (message !== undefined) errors[settingsField] = message;
      }
    }
  } else if (settings.trendType !== 'NONE' && !hasExistingTrend(settings)) {
    errors.trendId ??= TREND_REQUIRED;
  }

  if (!batch.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, batch: batch.data, newTrend };
}
