import { create } from 'zustand';
import {
  BATCH_SETTINGS_DEFAULTS,
  checkBatchSettings,
  withCreatedTrend,
  withSetting,
  withTrendType,
  type BatchErrors,
  type BatchField,
  type BatchSettings,
  type CheckedSettings,
  type TrendTypeChoice,
} from '../utils/batch-settings';

// The batch settings as typed. They outlive the panel (folding it, visiting another section), so the next batch
// starts from the last one's settings. Messages appear on the first refused Generate and follow the typing from then
// on, so a message goes as soon as its value is fixed.

interface BatchSettingsState {
  settings: BatchSettings;
  errors: BatchErrors;
  /** A Generate was refused: the settings are checked on every change until one goes through. */
  checking: boolean;
  actions: {
    set: (field: BatchField, value: string) => void;
    setTrendType: (trendType: TrendTypeChoice) => void;
    /** Checks the settings for a Generate, showing what is wrong. */
    check: () => CheckedSettings;
    /** The new trend was created: it is the chosen trend from now on. */
    trendCreated: (trendId: number) => void;
  };
}

export const useBatchSettingsStore = create<BatchSettingsState>()((set, get) => {
  const change = (settings: BatchSettings) => {
    const checked = get().checking ? checkBatchSettings(settings) : null;
    set({ settings, errors: checked && !checked.ok ? checked.errors : {} });
  };
  return {
    settings: BATCH_SETTINGS_DEFAULTS,
    errors: {},
    checking: false,
    actions: {
      set: (field, value) => change(withSetting(get().settings, field, value)),
      setTrendType: (trendType) => change(withTrendType(get().settings, trendType)),
      check: () => {
        const checked = checkBatchSettings(get().settings);
        set({ checking: !checked.ok, errors: checked.ok ? {} : checked.errors });
        return checked;
      },
      trendCreated: (trendId) => change(withCreatedTrend(get().settings, trendId)),
    },
  };
});

export const useBatchSettings = () => useBatchSettingsStore((state) => state.settings);
export const useBatchErrors = () => useBatchSettingsStore((state) => state.errors);
export const useBatchSettingsActions = () => useBatchSettingsStore((state) => state.actions);
