import { StudioApply } from './studio-apply';
import { StudioFaq } from './studio-faq';
import { StudioHero } from './studio-hero';
import { StudioProgramme } from './studio-programme';
import { StudioTestimonials } from './studio-testimonials';
import './builder-studio.css';

/** The Builder Studio page of docs/product.md "Builder Studio", top to bottom. */
export function BuilderStudioPage() {
  return (
    <div className="studio">
      <StudioHero />
      <StudioTestimonials />
      <StudioProgramme />
      <StudioFaq />
      <StudioApply />
    </div>
  );
}
