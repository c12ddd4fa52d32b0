import { Accordion } from 'radix-ui';
import { LANDING_FAQ } from '../content/landing-faq';
import { LandingIcon } from './landing-icon';

/** Spec 000 §2: the FAQ, one answer open at a time. */
export function LandingFaq() {
  return (
    <section className="landing-section landing-faq" aria-labelledby="landing-faq-title">
      <div className="container landing-faq__inner">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">FAQ</p>
          <h2 id="landing-faq-title" className="landing-section__title">
            Frequently asked questions
          </h2>
        </header>
        <Accordion.Root type="single" collapsible className="landing-faq__list">
          {LANDING_FAQ.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id} className="landing-faq__item">
              <Accordion.Header className="landing-faq__header">
                <Accordion.Trigger className="landing-faq__trigger">
                  <span>{entry.question}</span>
                  <span className="landing-faq__chevron">
                    <LandingIcon name="chevron" size={20} />
                  </span>
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="landing-faq__content">
                <p className="landing-faq__answer">{entry.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
