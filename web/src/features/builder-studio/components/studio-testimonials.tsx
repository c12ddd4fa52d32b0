import { TESTIMONIALS } from '../content/studio-content';
import { StudioIcon } from './studio-icon';

export function StudioTestimonials() {
  return (
    <section className="studio-section" aria-labelledby="studio-testimonials-title">
      <div className="container">
        <header className="studio-section__header">
          <p className="studio-section__eyebrow">From past cohorts</p>
          <h2 id="studio-testimonials-title" className="studio-section__title">
            What founders say
          </h2>
        </header>
        <ul className="studio-testimonials">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} className="studio-testimonial">
              <figure className="studio-testimonial__figure">
                <span className="studio-testimonial__mark">
                  <StudioIcon name="quote" size={28} />
                </span>
                <blockquote className="studio-testimonial__quote">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="studio-testimonial__author">
                  <span className="studio-testimonial__avatar" aria-hidden>
                    {testimonial.name.charAt(0)}
                  </span>
                  <span>
                    <span className="studio-testimonial__name">{testimonial.name}</span>
                    <span className="studio-testimonial__role">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
