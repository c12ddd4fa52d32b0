import { COUNTS_SUM_ZERO, MAX_BATCH_COUNT } from '@app/domain/jobs/schemas';
import { STAMPS } from '@app/domain/ideas/idea-enumerations';
import { Collapsible } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../../../components/ui/form/field';
import { useCreateTrend } from '../api/create-trend';
import { useGenerateBatch } from '../api/generate-batch';
import { useBatchErrors, useBatchSettings, useBatchSettingsActions } from '../stores/batch-settings-store';
import { canGenerate, TREND_TYPE_CHOICES, type BatchField } from '../utils/batch-settings';
import { TrendChoiceFields } from './trend-choice-fields';

/**
 * The collapsible 'Batch Idea Generation Settings' (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs",
 * "Limits"). Generate is disabled until free + premium is above 0; the rest is checked with the domain's schema on
 * Generate, with a message under each wrong field. A new trend is created first, then the batch is asked for with its
 * id.
 */
export function BatchGenerationPanel() {
  // Folded at first: generating is occasional, and the filters and the table are what the section is used for.
  const [open, setOpen] = useState(false);
  const settings = useBatchSettings();
  const errors = useBatchErrors();
  const actions = useBatchSettingsActions();
  const createTrend = useCreateTrend();
  const generate = useGenerateBatch();
  const busy = createTrend.isPending || generate.isPending;

  const bind = (field: BatchField) => ({
    name: field,
    value: settings[field],
    onValueChange: (value: string) => actions.set(field, value),
    error: errors[field],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = actions.check();
    if (!checked.ok) {
      // The first wrong field on screen takes the focus, so a keyboard user lands on its message.
      const fields = [...event.currentTarget.elements].filter(
        (element) => element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement,
      );
      fields.find((field) => checked.errors[field.name as BatchField] !== undefined)?.focus();
      return;
    }
    const { batch, newTrend } = checked;
    if (newTrend === null) {
      generate.mutate(batch);
      return;
    }
    createTrend.mutate(newTrend, {
      onSuccess: (trendId) => {
        actions.trendCreated(trendId);
        generate.mutate({ ...batch, trendId });
      },
    });
  };

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="card jobs-panel">
      <Collapsible.Trigger className="jobs-panel__toggle">
        <h2 className="card__title">Batch Idea Generation Settings</h2>
        <span className="jobs-panel__chevron" data-open={open || undefined} aria-hidden />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <form className="jobs-panel__form" noValidate onSubmit={submit}>
          <div className="jobs-panel__grid">
            <TextField {...bind('batchNumber')} label="Batch #" type="number" inputMode="numeric" min={0} step={1} placeholder="e.g. 12" />
            <TextField {...bind('freeCount')} label="Free Ideas" type="number" inputMode="numeric" min={0} max={MAX_BATCH_COUNT} step={1} />
            <TextField {...bind('premiumCount')} label="Premium Ideas" type="number" inputMode="numeric" min={0} max={MAX_BATCH_COUNT} step={1} />
            <TextField {...bind('categories')} label="Categories" placeholder="e.g. FinTech, HealthTech" hint="Comma-separated; blank for any" />
            <SelectField
              name="trendType"
              label="Trend Type"
              value={settings.trendType}
              options={TREND_TYPE_CHOICES}
              onValueChange={(value) => actions.setTrendType(TREND_TYPE_CHOICES.find((choice) => choice === value) ?? 'NONE')}
            />
            <SelectField {...bind('stamp')} label="Sort" options={STAMPS} placeholder="None" hint="The stamp the new ideas get" />
          </div>
          {settings.trendType !== 'NONE' && <TrendChoiceFields settings={settings} bind={bind} />}
          <div className="jobs-panel__actions">
            <button type="submit" className="button button--primary" disabled={busy || !canGenerate(settings)}>
              {createTrend.isPending ? 'Creating trend...' : generate.isPending ? 'Generating...' : 'Generate Ideas'}
            </button>
            {!canGenerate(settings) && <span className="jobs-panel__hint">{COUNTS_SUM_ZERO}.</span>}
          </div>
        </form>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
