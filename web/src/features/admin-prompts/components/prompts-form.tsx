import { PROMPT_GROUPS, promptFieldsOf } from '@app/domain/prompts/prompt-fields';
import { MAX_PROMPT_LENGTH, promptsFormSchema } from '@app/domain/prompts/schemas';
import { TextAreaField } from '../../../components/ui/form/field';
import { useForm } from '../../../components/ui/form/use-form';
import { useSaveAdminPrompts } from '../api/save-admin-prompts';
import type { PromptContents } from '../types';
import { promptEdits } from '../utils/prompt-edits';
import { PROMPT_GROUP_LABELS, PROMPT_LABELS } from '../utils/prompt-labels';

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/**
 * The spec's 12 prompts in its three groups and the scoring rubric's (docs/product.md "Admin: System Prompts", "Scores
 * and market sizing"), checked with the server's schema
 * before anything is sent (10-10000 characters each). Save sends only the prompts that changed; it is offered once
 * something has; `onSaved` hears of each save that went through.
 */
export function PromptsForm({ saved, onSaved }: { saved: PromptContents; onSaved: () => void }) {
  const save = useSaveAdminPrompts();
  const form = useForm(promptsFormSchema, saved);
  const changed = Object.keys(promptEdits(form.values, saved)).length;
  const pending = save.isPending;

  return (
    <form
      className="prompts-form"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        const edits = promptEdits(values, saved);
        save.mutate(edits, {
          onSuccess: () => {
            form.reset({ ...saved, ...edits });
            onSaved();
          },
        });
      })}
    >
      {PROMPT_GROUPS.map((group) => (
        <fieldset key={group} className="prompts-group" disabled={pending}>
          <legend className="prompts-group__title">{PROMPT_GROUP_LABELS[group].title}</legend>
          <p className="prompts-group__summary">{PROMPT_GROUP_LABELS[group].summary}</p>
          {promptFieldsOf(group).map(([, type]) => (
            <TextAreaField
              key={type}
              {...form.bind(type)}
              label={PROMPT_LABELS[type]}
              rows={8}
              spellCheck={false}
              className="prompts-form__input"
              hint={<CharacterCount value={form.values[type]} />}
            />
          ))}
        </fieldset>
      ))}
      <div className="prompts-form__actions">
        <p className="prompts-form__status" role="status">
          {changed === 0 ? 'No unsaved changes' : `${changed} unsaved ${changed === 1 ? 'change' : 'changes'}`}
        </p>
        <button type="button" className="button button--secondary" disabled={changed === 0 || pending} onClick={() => form.reset(saved)}>
          Discard changes
        </button>
        <button type="submit" className="button button--primary" disabled={changed === 0 || pending}>
          {pending ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}

function CharacterCount({ value }: { value: string }) {
  const length = value.trim().length;
  return (
    <span className="prompts-form__count" data-over={length > MAX_PROMPT_LENGTH ? '' : undefined}>
      {COUNT_FORMAT.format(length)} / {COUNT_FORMAT.format(MAX_PROMPT_LENGTH)} characters
    </span>
  );
}
