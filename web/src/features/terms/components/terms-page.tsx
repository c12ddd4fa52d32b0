import { EFFECTIVE_DATE, LAST_UPDATED, TERMS_DOCUMENTS, type TermsBlock, type TermsSection } from '../content/terms-content';
import { TermsText } from './terms-text';
import './terms.css';

/**
 * docs/product.md "Terms page": the Terms of Service and the Privacy Policy, with a table of contents linking to every
 * section.
 */
export function TermsPage() {
  return (
    <div className="terms container">
      <header className="terms__header">
        <h1 className="page__title">Terms of Service and Privacy Policy</h1>
        <p className="terms__dates">
          <span>Last updated: {LAST_UPDATED}</span>
          <span>Effective date: {EFFECTIVE_DATE}</span>
        </p>
      </header>
      <div className="terms__layout">
        <nav className="terms__toc" aria-labelledby="terms-toc-title">
          <h2 id="terms-toc-title" className="terms__toc-title">
            Contents
          </h2>
          {TERMS_DOCUMENTS.map((document) => (
            <div key={document.id} className="terms__toc-group">
              <a href={`#${document.id}`} className="terms__toc-document">
                {document.title}
              </a>
              <ol className="terms__toc-list">
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className="terms__toc-link">
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </nav>
        <div className="terms__documents">
          {TERMS_DOCUMENTS.map((document) => (
            <article key={document.id} id={document.id} className="terms__document" aria-labelledby={`${document.id}-title`}>
              <h2 id={`${document.id}-title`} className="terms__document-title">
                {document.title}
              </h2>
              <p className="terms__intro">{document.intro}</p>
              {document.sections.map((section) => (
                <Section key={section.id} section={section} />
              ))}
            </article>
          ))}
        </div>
      </div>
    </div>
  );
}

function Section({ section }: { section: TermsSection }) {
  return (
    <section id={section.id} className="terms__section" aria-labelledby={`${section.id}-title`}>
      <h3 id={`${section.id}-title`} className="terms__section-title">
        {section.title}
      </h3>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </section>
  );
}

function Block({ block }: { block: TermsBlock }) {
  if (typeof block === 'string') {
    return (
      <p className="terms__paragraph">
        <TermsText text={block} />
      </p>
    );
  }
  return (
    <ul className="terms__list">
      {block.list.map((item) => (
        <li key={item}>
          <TermsText text={item} />
        </li>
      ))}
    </ul>
  );
}
