import { Fragment } from 'react';
import { CONTACT_EMAIL } from '../content/terms-content';

/** A paragraph of the terms, with the contact address as a mail link wherever it appears. */
export function TermsText({ text }: { text: string }) {
  const parts = text.split(CONTACT_EMAIL);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>}
        </Fragment>
      ))}
    </>
  );
}
