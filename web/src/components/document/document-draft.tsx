import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Markdown } from '../markdown/markdown';
import { TextAreaField } from '../ui/form/field';
import './document-draft.css';

/** What a document's content must satisfy before it is sent: the domain's schema for that kind of document. */
type ContentSchema = z.ZodType<unknown, { content: string }>;

export interface DocumentDraft {
  /** The text being edited, or null while the document is only shown. */
  draft: string | null;
  error: string | undefined;
  pending: boolean;
  edit: (content: string) => void;
  change: (content: string) => void;
  cancel: () => void;
  save: () => void;
}

interface DraftOptions {
  schema: ContentSchema;
  pending: boolean;
  /** Sends the content; calls `saved` once the server has it, which closes the editor. */
  persist: (content: string, saved: () => void) => void;
}

/**
 * Editing a markdown document in place (Edit, then Save or Cancel), the one way for every document the app lets a
 * person edit: the content is checked against the domain's schema first, and its first message shows under the box.
 */
export function useDocumentDraft({ schema, pending, persist }: DraftOptions): DocumentDraft {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  return {
    draft,
    error,
    pending,
    edit: (content) => setDraft(content),
    change: (content) => {
      setDraft(content);
      setError(undefined);
    },
    cancel: () => {
      setDraft(null);
      setError(undefined);
    },
    save: () => {
      if (draft === null) return;
      const checked = schema.safeParse({ content: draft });
      if (!checked.success) {
        setError(checked.error.issues[0]?.message);
        return;
      }
      persist(draft, () => setDraft(null));
    },
  };
}

interface DraftButtonsProps {
  document: DocumentDraft;
  /** The content the editor starts from. */
  content: string;
  editable: boolean;
  /** The document's title element, which the Edit button names. */
  titleId?: string;
  /** Buttons shown beside Edit while the document is only shown (Download, for instance). */
  children?: ReactNode;
}

/** Edit (and any other buttons) while the document is shown; Cancel and Save while it is edited. */
export function DocumentDraftButtons({ document, content, editable, titleId, children }: DraftButtonsProps) {
  if (document.draft === null) {
    return (
      <>
        {editable && (
          <button type="button" className="button button--secondary button--small" onClick={() => document.edit(content)} aria-describedby={titleId}>
            Edit
          </button>
        )}
        {children}
      </>
    );
  }
  return (
    <>
      <button type="button" className="button button--secondary button--small" onClick={document.cancel} disabled={document.pending}>
        Cancel
      </button>
      <button type="button" className="button button--primary button--small" onClick={document.save} disabled={document.pending}>
        {document.pending ? 'Saving...' : 'Save'}
      </button>
    </>
  );
}

interface DraftBodyProps {
  document: DocumentDraft;
  /** The document's name, which labels its content and its editor. */
  name: string;
  content: string;
  /** How many levels the markdown's headings move down, to sit under the page's own. */
  headingOffset: number;
}

/** The document rendered read-only, or the markdown editor with the check's message under it. */
export function DocumentDraftBody({ document, name, content, headingOffset }: DraftBodyProps) {
  if (document.draft === null) {
    return (
      <div className="document-draft__content" tabIndex={0} role="region" aria-label={`${name} content`}>
        <Markdown source={content} headingOffset={headingOffset} />
      </div>
    );
  }
  return (
    <TextAreaField
      name="content"
      label={`${name} (markdown)`}
      value={document.draft}
      onValueChange={document.change}
      error={document.error}
      className="document-draft__textarea"
      disabled={document.pending}
    />
  );
}
