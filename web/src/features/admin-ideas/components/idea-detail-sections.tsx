import { isHonouredMockup } from '@app/domain/ideas/idea-display';
import { TextAreaField, TextField } from '../../../components/ui/form/field';
import type { FieldErrors } from '../../../components/ui/form/form-errors';
import { NO_MOCKUP } from '../../../components/ui/mockup-dialog';
import type { AdminIdeaDetail } from '../types';
import { IDEA_EDIT_LABELS, type IdeaEdit, type IdeaEditField } from '../utils/idea-edit';

/** The dialog's sections (docs/product.md "Admin: Ideas") and the fields each shows. */
const SECTIONS: { title: string; fields: IdeaEditField[] }[] = [
  { title: 'Overview', fields: ['description', 'problem', 'solution'] },
  { title: 'Market Analysis', fields: ['marketSize', 'businessModel', 'competition', 'revenue', 'timeline', 'teamSize'] },
  { title: 'Differentiation', fields: ['differentiation'] },
  { title: 'GTM', fields: ['goToMarket'] },
  { title: 'Wow/Hook Factor', fields: ['wowFactor'] },
];

/** Fields shown under their own label; a section of one field needs none. */
const labelled = (fields: IdeaEditField[]) => fields.length > 1;

interface IdeaDetailSectionsProps {
  idea: AdminIdeaDetail;
  /** The edit in progress, or null while the idea is only shown. */
  draft: IdeaEdit | null;
  onChange: (draft: IdeaEdit) => void;
  /** Messages of the last check, under their fields. */
  errors: FieldErrors<IdeaEditField>;
  disabled: boolean;
}

export function IdeaDetailSections({ idea, draft, onChange, errors, disabled }: IdeaDetailSectionsProps) {
  const bind = (field: IdeaEditField) => ({
    name: field,
    label: IDEA_EDIT_LABELS[field],
    value: draft?.[field] ?? '',
    onValueChange: (value: string) => draft && onChange({ ...draft, [field]: value }),
    error: errors[field],
    disabled,
  });
  return (
    <div className="admin-idea-dialog__sections">
      {draft && (
        <section className="admin-idea-section">
          <TextField {...bind('title')} />
          <TextField {...bind('category')} />
        </section>
      )}
      {SECTIONS.map(({ title, fields }) => (
        <section key={title} className="admin-idea-section" aria-label={title}>
          <h3 className="admin-idea-section__title">{title}</h3>
          {draft ? (
            fields.map((field) => <TextAreaField key={field} {...bind(field)} rows={field === 'description' ? 4 : 2} />)
          ) : labelled(fields) ? (
            <dl className="admin-idea-facts">
              {fields.map((field) => (
                <div key={field} className="admin-idea-fact">
                  <dt>{IDEA_EDIT_LABELS[field]}</dt>
                  <dd>{idea[field].trim() || 'N/A'}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="admin-idea-section__text">{idea[fields[0]!].trim() || 'N/A'}</p>
          )}
        </section>
      ))}
      <section className="admin-idea-section" aria-label="Mockup">
        <h3 className="admin-idea-section__title">Mockup</h3>
        {/* A link, as everywhere in the app: the page does not load another site's content by itself. */}
        {idea.mockup && isHonouredMockup(idea.mockup) ? (
          <a href={idea.mockup} target="_blank" rel="noreferrer noopener" className="admin-idea-mockup">
            {idea.mockup}
          </a>
        ) : (
          <p className="admin-idea-section__text">{NO_MOCKUP}</p>
        )}
      </section>
    </div>
  );
}
