import { BATCH_NUMBER_INVALID } from '@app/domain/jobs/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { BATCH_SETTINGS_DEFAULTS } from '../utils/batch-settings';
import { useBatchSettingsStore } from './batch-settings-store';

const state = () => useBatchSettingsStore.getState();

describe('the batch settings store', () => {
  beforeEach(() => useBatchSettingsStore.setState({ settings: BATCH_SETTINGS_DEFAULTS, errors: {}, checking: false }));

  it('shows no message before a Generate', () => {
    state().actions.set('freeCount', '500');
    expect(state().errors).toEqual({});
  });

  it('shows the messages of a refused Generate, and drops each as its value is fixed', () => {
    expect(state().actions.check().ok).toBe(false);
    expect(state().errors).toEqual({ batchNumber: BATCH_NUMBER_INVALID });
    state().actions.set('batchNumber', '3');
    expect(state().errors).toEqual({});
    expect(state().actions.check()).toMatchObject({ ok: true, batch: { batchNumber: 3 } });
    // Accepted: typing is not checked again until the next refused Generate.
    state().actions.set('batchNumber', '');
    expect(state().errors).toEqual({});
  });

  it('resets the trend choice with the trend type, and chooses a created trend', () => {
    state().actions.setTrendType('RFI');
    state().actions.set('trendTitle', 'Climate');
    state().actions.setTrendType('PROBLEM');
    expect(state().settings).toMatchObject({ trendType: 'PROBLEM', trendTitle: '' });
    state().actions.set('trendTitle', 'Loneliness');
    state().actions.trendCreated(12);
    expect(state().settings).toMatchObject({ trendType: 'PROBLEM', trendId: '12', trendTitle: '' });
  });
});
