import { Accordion } from 'radix-ui';
import { STUDIO_FAQ } from '../content/studio-content';
import { StudioIcon } from './studio-icon';

/** The FAQ accordion of 7 questions (spec 001 §2, §9), one answer open at a time. */
export function StudioFaq() {
  return (
    <section className="studio-section" aria-labelledby="studio-faq-title">
      <div className="container studio-faq">
        <header className="studio-section__header">
          <p className="studio-section__eyebrow">FAQ</p>
          <h2 id="studio-faq-title" className="studio-section__title">
            Questions founders ask
          </h2>
        </header>
        <Accordion.Root type="single" collapsible className="studio-faq__list">
          {STUDIO_FAQ.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id} className="studio-faq__item">
              <Accordion.Header className="studio-faq__header">
                <Accordion.Trigger className="studio-faq__trigger">
                  <span>{entry.question}</span>
                  <span className="studio-faq__chevron">
                    <StudioIcon name="chevron" size={20} />
                  </span>
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="studio-faq__content">
                <p className="studio-faq__answer">{entry.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
