import { Accordion } from 'radix-ui';
import './faq-accordion.css';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** Questions that open to their answers, one at a time (the landing page's and the Builder Studio's FAQ). */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion.Root type="single" collapsible className="faq-accordion">
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} className="faq-accordion__item">
          <Accordion.Header className="faq-accordion__header">
            <Accordion.Trigger className="faq-accordion__trigger">
              <span>{entry.question}</span>
              <span className="faq-accordion__chevron">
                <svg
                  viewBox="0 0 24 24"
                  width={20}
                  height={20}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden
                >
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="faq-accordion__content">
            <p className="faq-accordion__answer">{entry.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
