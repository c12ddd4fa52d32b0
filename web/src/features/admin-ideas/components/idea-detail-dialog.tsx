import { Dialog as RadixDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { HistoryTabs } from '../../../components/ui/history-tabs';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminIdea } from '../api/get-admin-idea';
import { useUpdateIdea } from '../api/update-idea';
import type { AdminIdeaRow } from '../types';
import type { FieldErrors } from '../../../components/ui/form/form-errors';
import { editableIdea, ideaEditErrors, type IdeaEdit, type IdeaEditField } from '../utils/idea-edit';
import { isPlatformIdea, splitCategories } from '../utils/idea-row';
import { IdeaDetailSections } from './idea-detail-sections';
import { IdeaDocumentsTabs } from './idea-documents-tabs';

interface IdeaDetailDialogProps {
  row: AdminIdeaRow;
  onClose: () => void;
  /** The idea's audit history, shown in a History tab beside the details: another feature, joined in by the app. */
  history?: (row: AdminIdeaRow) => ReactNode;
}

/**
 * A row's details (docs/product.md "Admin: Ideas"): title, type and status badges, categories; Overview, Market
 * Analysis, Differentiation, GTM, Wow/Hook Factor and Mockup; the Documents tabs. A platform idea can be edited (Edit,
 * then Save Changes or Cancel); a member's idea is theirs, so it is shown only. With a history, both are tabs.
 */
export function IdeaDetailDialog({ row, onClose, history }: IdeaDetailDialogProps) {
  const detail = useAdminIdea(row);
  const update = useUpdateIdea();
  const [draft, setDraft] = useState<IdeaEdit | null>(null);
  const [errors, setErrors] = useState<FieldErrors<IdeaEditField>>({});
  const idea = detail.data;
  const editable = isPlatformIdea(row) && idea !== undefined;
  const shown = idea ?? row;

  const save = () => {
    if (!draft) return;
    const found = ideaEditErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate({ id: row.id, edit: draft }, { onSuccess: () => setDraft(null) });
  };

  const details = (
    <>
      {detail.isPending && <Spinner size="large" label="Loading the idea" />}
      {detail.isError && (
        <p className="admin-idea-dialog__error" role="alert">
          Failed to load idea
        </p>
      )}
      {idea && <IdeaDetailSections idea={idea} draft={draft} onChange={setDraft} errors={errors} disabled={update.isPending} />}
      <IdeaDocumentsTabs idea={row} editable={isPlatformIdea(row)} />
    </>
  );

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="dialog admin-idea-dialog" aria-describedby={undefined}>
          <header className="admin-idea-dialog__header">
            <div className="admin-idea-dialog__badges">
              <span className="idea-chip" data-type={shown.type}>
                {shown.type}
              </span>
              <span className="idea-chip" data-status={shown.status}>
                {shown.status}
              </span>
              <span className="idea-chip" data-source={shown.source}>
                {shown.source} #{shown.id}
              </span>
              {shown.stamp && <span className="idea-stamp">{shown.stamp}</span>}
            </div>
            <RadixDialog.Title className="dialog__title">{draft?.title || shown.title}</RadixDialog.Title>
            <ul className="admin-idea-dialog__categories" aria-label="Categories">
              {splitCategories(shown.category).map((category) => (
                <li key={category} className="idea-chip idea-chip--category">
                  {category}
                </li>
              ))}
            </ul>
            {editable && (
              <div className="admin-idea-dialog__edit">
                {draft ? (
                  <>
                    <button type="button" className="button button--secondary button--small" disabled={update.isPending} onClick={() => {
                        setDraft(null);
                        setErrors({});
                      }}
                    >
                      Cancel
                    </button>
                    <button type="button" className="button button--primary button--small" disabled={update.isPending} onClick={save}>
                      {update.isPending ? 'Saving...' : 'Save Changes'}
                    </button>
                  </>
                ) : (
                  <button type="button" className="button button--secondary button--small" onClick={() => setDraft(editableIdea(idea))}>
                    Edit
                  </button>
                )}
              </div>
            )}
          </header>

          <HistoryTabs
            label="Details"
            history={history?.(row)}
            classes={{ list: 'admin-idea-documents__list', tab: 'admin-idea-documents__tab', historyPanel: 'admin-idea-documents__panel' }}
          >
            {details}
          </HistoryTabs>

          <RadixDialog.Close className="dialog__close icon-button" aria-label="Close">
            <span aria-hidden>×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
