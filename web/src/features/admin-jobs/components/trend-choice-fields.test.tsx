import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BATCH_SETTINGS_DEFAULTS, type BatchField, type BatchSettings } from '../utils/batch-settings';
import { TrendChoiceFields } from './trend-choice-fields';

// docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs": the existing-trend choice is disabled while a new trend
// is described, the new-trend fields once an existing trend is chosen.

const render = (changes: Partial<BatchSettings>) => {
  const settings = { ...BATCH_SETTINGS_DEFAULTS, trendType: 'RFI' as const, ...changes };
  const bind = (field: BatchField) => ({ name: field, value: settings[field], onValueChange: () => undefined, error: undefined });
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <TrendChoiceFields settings={settings} bind={bind} />
    </QueryClientProvider>,
  );
};

const existingSelect = (html: string) => /<select[^>]*name="trendId"[^>]*>/.exec(html)?.[0] ?? '';
const newTrendFieldset = (html: string) => /<fieldset[^>]*>/.exec(html)?.[0] ?? '';

describe('TrendChoiceFields', () => {
  it('offers both while neither is started', () => {
    const html = render({});
    expect(existingSelect(html)).not.toContain('disabled');
    expect(newTrendFieldset(html)).not.toContain('disabled');
    expect(html).toContain('Existing RFI trend');
  });

  it('locks the existing choice while a new trend is described', () => {
    const html = render({ trendDescription: 'typed' });
    expect(existingSelect(html)).toContain('disabled');
    expect(newTrendFieldset(html)).not.toContain('disabled');
  });

  it('locks the new trend once an existing one is chosen', () => {
    const html = render({ trendId: '4' });
    expect(existingSelect(html)).not.toContain('disabled');
    expect(newTrendFieldset(html)).toContain('disabled');
  });
});
