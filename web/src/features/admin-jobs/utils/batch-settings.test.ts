import { BATCH_NUMBER_INVALID, COUNT_INVALID, COUNTS_SUM_ZERO } from '@app/domain/jobs/schemas';
import { TITLE_AND_DESCRIPTION_REQUIRED } from '@app/domain/trends/schemas';
import { describe, expect, it } from 'vitest';
import {
  BATCH_SETTINGS_DEFAULTS,
  canGenerate,
  checkBatchSettings,
  isDescribingNewTrend,
  hasExistingTrend,
  TREND_REQUIRED,
  withCreatedTrend,
  withSetting,
  withTrendType,
  type BatchSettings,
} from './batch-settings';

// docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs", "Limits": the batch settings' defaults, what disables
// what, and the messages under the fields.

const settings = (changes: Partial<BatchSettings> = {}): BatchSettings => ({ ...BATCH_SETTINGS_DEFAULTS, batchNumber: '7', ...changes });

describe('the defaults', () => {
  it('ask for 5 free and 3 premium ideas, with no trend and no stamp', () => {
    expect(BATCH_SETTINGS_DEFAULTS).toMatchObject({ freeCount: '5', premiumCount: '3', trendType: 'NONE', trendId: '', stamp: '' });
  });
});

describe('Generate', () => {
  it('is offered only when free + premium is above 0', () => {
    expect(canGenerate(settings())).toBe(true);
    expect(canGenerate(settings({ freeCount: '0', premiumCount: '0' }))).toBe(false);
    expect(canGenerate(settings({ freeCount: '0', premiumCount: '1' }))).toBe(true);
  });

  it('is not offered for a cleared count: blank is not a number', () => {
    expect(canGenerate(settings({ freeCount: '', premiumCount: '3' }))).toBe(false);
    expect(canGenerate(settings({ freeCount: 'abc', premiumCount: '3' }))).toBe(false);
  });
});

describe('the trend choice', () => {
  it('locks the existing-trend choice while a new trend is being described', () => {
    const describing = withSetting(settings({ trendType: 'RFI' }), 'trendTitle', 'Climate');
    expect(isDescribingNewTrend(describing)).toBe(true);
    expect(withSetting(describing, 'trendId', '4').trendId).toBe('');
    // Emptied again: the choice is open.
    expect(isDescribingNewTrend(withSetting(describing, 'trendTitle', '  '))).toBe(false);
  });

  it('counts a chosen source as describing a new trend', () => {
    expect(isDescribingNewTrend(settings({ trendType: 'RFI', trendSource: 'YC' }))).toBe(true);
  });

  it('locks the new-trend fields once an existing trend is chosen', () => {
    const chosen = withSetting(settings({ trendType: 'PROBLEM' }), 'trendId', '4');
    expect(hasExistingTrend(chosen)).toBe(true);
    expect(withSetting(chosen, 'trendTitle', 'x')).toBe(chosen);
    expect(withSetting(chosen, 'trendSource', 'YC')).toBe(chosen);
    expect(withSetting(withSetting(chosen, 'trendId', ''), 'trendTitle', 'x').trendTitle).toBe('x');
  });

  it('resets both choices when the trend type changes', () => {
    const described = settings({ trendType: 'RFI', trendTitle: 'T', trendDescription: 'D', trendSource: 'YC' });
    expect(withTrendType(described, 'PROBLEM')).toEqual({ ...described, trendType: 'PROBLEM', trendTitle: '', trendDescription: '', trendSource: '' });
    expect(withTrendType(settings({ trendType: 'RFI', trendId: '4' }), 'NONE')).toMatchObject({ trendType: 'NONE', trendId: '' });
  });

  it('chooses a created trend, so a second Generate does not create it again', () => {
    const created = withCreatedTrend(settings({ trendType: 'RFI', trendTitle: 'T', trendDescription: 'D' }), 12);
    expect(created).toMatchObject({ trendId: '12', trendTitle: '', trendDescription: '' });
    const checked = checkBatchSettings(created);
    expect(checked).toMatchObject({ ok: true, newTrend: null, batch: { trendId: 12 } });
  });
});

describe('checkBatchSettings', () => {
  it('builds the request from the typed values', () => {
    expect(checkBatchSettings(settings({ categories: ' FinTech, EdTech ', stamp: 'Crazy' }))).toEqual({
      ok: true,
      batch: { batchNumber: 7, freeCount: 5, premiumCount: 3, categories: 'FinTech, EdTech', trendId: null, stamp: 'Crazy' },
      newTrend: null,
    });
  });

  it("puts the domain's message under each wrong field", () => {
    expect(checkBatchSettings(settings({ batchNumber: '', freeCount: '201', premiumCount: '1.5' }))).toEqual({
      ok: false,
      errors: { batchNumber: BATCH_NUMBER_INVALID, freeCount: COUNT_INVALID, premiumCount: COUNT_INVALID },
    });
    expect(checkBatchSettings(settings({ batchNumber: '-1' }))).toMatchObject({ ok: false, errors: { batchNumber: BATCH_NUMBER_INVALID } });
    expect(checkBatchSettings(settings({ freeCount: '0', premiumCount: '0' }))).toMatchObject({ ok: false, errors: { freeCount: COUNTS_SUM_ZERO } });
  });

  it('links an existing trend by its id, and ignores a trend when the type is NONE', () => {
    expect(checkBatchSettings(settings({ trendType: 'RFI', trendId: '4' }))).toMatchObject({ ok: true, batch: { trendId: 4 }, newTrend: null });
    expect(checkBatchSettings(settings({ trendType: 'NONE', trendId: '4' }))).toMatchObject({ ok: true, batch: { trendId: null } });
  });

  it('describes a new trend of the chosen type, the source left to the server when not chosen', () => {
    expect(checkBatchSettings(settings({ trendType: 'PROBLEM', trendTitle: ' Loneliness ', trendDescription: 'Older people live alone' }))).toMatchObject({
      ok: true,
      batch: { trendId: null },
      newTrend: { title: 'Loneliness', description: 'Older people live alone', type: 'PROBLEM', source: 'IdeaPlatform' },
    });
    expect(checkBatchSettings(settings({ trendType: 'RFI', trendTitle: 'T', trendDescription: 'D', trendSource: 'YC' }))).toMatchObject({
      newTrend: { source: 'YC' },
    });
  });

  it("puts the trend schema's messages under the new trend's fields, beside the batch's own", () => {
    expect(checkBatchSettings(settings({ batchNumber: '', trendType: 'RFI', trendTitle: 'Only a title' }))).toEqual({
      ok: false,
      errors: { batchNumber: BATCH_NUMBER_INVALID, trendDescription: TITLE_AND_DESCRIPTION_REQUIRED },
    });
  });

  it('asks for a trend when a trend type is chosen without one', () => {
    expect(checkBatchSettings(settings({ trendType: 'RFI' }))).toEqual({ ok: false, errors: { trendId: TREND_REQUIRED } });
  });
});
