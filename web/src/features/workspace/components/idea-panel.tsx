import { isHonouredMockup } from '@app/domain/ideas/idea-display';
import { SHARE_LABELS, shareState, type WorkspaceIdea } from '@app/domain/workspace/workspace-view';
import { useId, useState, type ReactNode } from 'react';
import { Scorecard } from '../../../components/idea-charts/scorecard';
import { MockupDialog } from '../../../components/ui/mockup-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { useEditWorkspaceIdea } from '../api/edit-workspace-idea';
import { useOriginalScore } from '../api/get-original-score';
import { useSavedChanges } from '../api/get-saved-changes';
import { useShareIdea } from '../api/share-idea';
import type { FieldErrors } from '../../../components/ui/form/form-errors';
import {
  EDITABLE_IDEA_FIELDS,
  changedFields,
  editErrors,
  editableFields,
  type EditableIdeaField,
  type EditableIdeaFields,
} from '../utils/idea-edit';
import { failureToast, toasts } from '../utils/workspace-messages';
import type { WorkspaceView } from '../utils/workspace-views';
import { SavedChanges } from './saved-changes';

/**
 * The selected idea's card (docs/product.md "Workspace and AI generation"): its fields, what changed in the original
 * since it was saved, and the scorecard of a platform idea or of a member's published one (docs/features.md
 * "Scores"); Edit turns the fields into inputs with Save and Cancel (docs/product.md "Workspace and AI generation");
 * Mockup for an https link; 'Share on Platform' in My Ideas.
 */
export function IdeaPanel({ idea, view }: { idea: WorkspaceIdea; view: WorkspaceView }) {
  const [draft, setDraft] = useState<EditableIdeaFields | null>(null);
  const [errors, setErrors] = useState<FieldErrors<EditableIdeaField>>({});
  const [mockupOpen, setMockupOpen] = useState(false);
  const edit = useEditWorkspaceIdea();
  const share = useShareIdea();
  const titleId = useId();

  const save = () => {
    if (!draft) return;
    const changes = changedFields(editableFields(idea), draft);
    if (Object.keys(changes).length === 0) {
      setDraft(null);
      return;
    }
    const invalid = editErrors(changes);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    edit.mutate(
      { id: idea.id, changes, updatedAt: idea.updatedAt },
      {
        onSuccess: () => {
          toast(toasts.ideaSaved);
          setDraft(null);
        },
        onError: () => toast(toasts.ideaSaveFailed),
      },
    );
  };
  const shareOnPlatform = () => {
    if (idea.source === 'FD') return;
    share.mutate(
      { id: idea.id, type: idea.source },
      {
        onSuccess: () => toast(toasts.ideaShared),
        onError: (failure) => toast(failureToast(failure, 'Failed to share idea')),
      },
    );
  };
  const sharing = shareState(idea);

  return (
    <article className="workspace-idea" aria-labelledby={titleId}>
      <header className="workspace-idea__header">
        {draft ? (
          <h2 id={titleId} className="visually-hidden">
            Editing {idea.title}
          </h2>
        ) : (
          <h2 id={titleId} className="workspace-idea__title">
            {idea.title}
          </h2>
        )}
        <div className="workspace-idea__actions">
          {draft ? (
            <>
              <button type="button" className="button button--secondary button--small" onClick={() => {
                  setDraft(null);
                  setErrors({});
                }}
                disabled={edit.isPending}
              >
                Cancel
              </button>
              <button type="button" className="button button--primary button--small" onClick={save} disabled={edit.isPending}>
                {edit.isPending ? 'Saving...' : 'Save'}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="button button--secondary button--small" onClick={() => setDraft(editableFields(idea))}>
                Edit
              </button>
              {isHonouredMockup(idea.mockup) && (
                <button type="button" className="button button--secondary button--small" onClick={() => setMockupOpen(true)}>
                  Mockup
                </button>
              )}
              {view === 'my-ideas' && (
                <button
                  type="button"
                  className="button button--primary button--small"
                  onClick={shareOnPlatform}
                  disabled={sharing !== 'share' || share.isPending}
                >
                  {SHARE_LABELS[sharing]}
                </button>
              )}
            </>
          )}
        </div>
      </header>
      {draft ? <IdeaEditForm draft={draft} errors={errors} onChange={setDraft} disabled={edit.isPending} /> : <IdeaFields idea={idea} />}
      {mockupOpen && <MockupDialog title={idea.title} link={idea.mockup} onClose={() => setMockupOpen(false)} />}
    </article>
  );
}

function IdeaFields({ idea }: { idea: WorkspaceIdea }) {
  const score = useOriginalScore(idea.originalId, idea.source === 'FD' || idea.status === 'Published');
  const changes = useSavedChanges(idea.id);
  return (
    <div className="workspace-idea__body">
      <p className="workspace-idea__description">{idea.description}</p>
      {/* The copy keeps the fields as saved; the original may have moved on since. */}
      {changes.data && changes.data.length > 0 && <SavedChanges changes={changes.data} />}
      <Scorecard score={score.data ?? null} />
      <Section title="Problem">{idea.problem}</Section>
      <Section title="Solution">{idea.solution}</Section>
      <Section title="Market Analysis">
        <dl className="workspace-idea__facts">
          <Fact label="Market Size" value={idea.marketSize} />
          <Fact label="Competition-Level" value={idea.competition} />
          <Fact label="Business Model" value={idea.businessModel} />
        </dl>
      </Section>
      <Section title="Differentiation">{idea.differentiation}</Section>
      <Section title="Strategy Factors">
        <dl className="workspace-idea__facts">
          <Fact label="Go-To-Market" value={idea.goToMarket} />
          <Fact label="Wow/Hook" value={idea.wowFactor} />
        </dl>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="workspace-idea__section">
      <h3 className="workspace-idea__section-title">{title}</h3>
      {typeof children === 'string' ? <p>{children.trim() || 'N/A'}</p> : children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="workspace-idea__fact">
      <dt>{label}</dt>
      <dd>{value.trim() || 'N/A'}</dd>
    </div>
  );
}

interface IdeaEditFormProps {
  draft: EditableIdeaFields;
  errors: FieldErrors<EditableIdeaField>;
  onChange: (draft: EditableIdeaFields) => void;
  disabled: boolean;
}

function IdeaEditForm({ draft, errors, onChange, disabled }: IdeaEditFormProps) {
  const id = useId();
  return (
    <div className="workspace-idea__form">
      {EDITABLE_IDEA_FIELDS.map(({ name, label, multiline }) => {
        const inputId = `${id}-${name}`;
        const error = errors[name];
        const props = {
          id: inputId,
          className: 'field__input',
          value: draft[name],
          disabled,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
          onChange: (event: { target: { value: string } }) => onChange({ ...draft, [name]: event.target.value }),
        };
        return (
          <div key={name} className="field" data-invalid={error ? '' : undefined}>
            <label className="field__label" htmlFor={inputId}>
              {label}
            </label>
            {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
            {error && (
              <p id={`${inputId}-error`} className="field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
