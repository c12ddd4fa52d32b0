import { PRODUCT_NAME } from '../../../config/product';

// The Builder Studio page's copy (docs/product.md "Builder Studio", "Limits"). The claims are the spec's: a cohort of 5
// founders, a 4-week (28-day) programme, applications reviewed in 24-48 hours, and an FAQ of exactly 7 questions.

export const COHORT_SIZE = 5;
export const PROGRAMME_WEEKS = 4;
export const PROGRAMME_DAYS = 28;
export const REVIEW_TIME = '24-48 hours';

/** The programme's page on F6S, where founders can apply instead of using the form here. */
export const F6S_APPLY_URL = 'https://www.f6s.com/ideaplatform-builder-studio/apply';

export const STUDIO_CLAIMS: readonly { figure: string; label: string }[] = [
  { figure: String(COHORT_SIZE), label: 'founders per cohort' },
  { figure: `${PROGRAMME_WEEKS} weeks`, label: `${PROGRAMME_DAYS} days from idea to first users` },
  { figure: REVIEW_TIME, label: 'to review your application' },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I came in with a spreadsheet of ideas and left with one product, twelve paying pilot customers and a deck I was not embarrassed to send. The weekly deadlines did more for me than a year of side-project evenings.',
    name: 'Maya R.',
    role: 'Founder, B2B compliance tool',
  },
  {
    quote:
      'Being one of five meant nobody could hide. Every week someone had read my interview notes and asked the question I was avoiding. That is exactly what a first-time founder needs.',
    name: 'Daniel K.',
    role: 'Founder, HealthTech scheduling app',
  },
  {
    quote:
      'The mockup and the pre-launch page were live in the second week, so by demo day I was talking about sign-ups instead of assumptions.',
    name: 'Priya S.',
    role: 'Founder, EdTech marketplace',
  },
];

export interface ProgrammeWeek {
  week: number;
  days: string;
  title: string;
  goal: string;
  activities: readonly string[];
}

export const PROGRAMME: readonly ProgrammeWeek[] = [
  {
    week: 1,
    days: 'Days 1-7',
    title: 'Problem and customer',
    goal: 'Know exactly whose problem you solve and how much it hurts.',
    activities: [
      'Kick-off with your cohort and your mentor',
      'At least 10 customer interviews with a script we review together',
      'A one-line problem statement and an ideal customer profile',
      'A map of the competition and the gap you will own',
    ],
  },
  {
    week: 2,
    days: 'Days 8-14',
    title: 'Solution and MVP scope',
    goal: 'Decide on the smallest product that proves the idea.',
    activities: [
      'A product requirements doc cut down to one core workflow',
      `A clickable mockup generated on ${PRODUCT_NAME} and tested with interviewees`,
      'A pre-launch page collecting sign-ups',
      'Two validation experiments with clear pass or fail criteria',
    ],
  },
  {
    week: 3,
    days: 'Days 15-21',
    title: 'Build and launch',
    goal: 'Put a working MVP in front of real users.',
    activities: [
      'Build sprints with no-code and AI tools, with office hours every other day',
      'Onboarding your first pilot users one by one',
      'Simple analytics on the one metric that matters',
      'A weekly demo to the cohort',
    ],
  },
  {
    week: 4,
    days: 'Days 22-28',
    title: 'Traction and pitch',
    goal: 'Turn early usage into a story investors and customers believe.',
    activities: [
      'Tests of two acquisition channels',
      'A pitch deck and a financial plan built on your own numbers',
      'Pitch practice with feedback from mentors',
      'Demo day and a plan for the next 90 days',
    ],
  },
];

export interface StudioFaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const STUDIO_FAQ: readonly StudioFaqEntry[] = [
  {
    id: 'who',
    question: 'Who should apply?',
    answer:
      'Founders at the idea or very early stage who want to reach a working MVP and their first users quickly. Solo founders and small teams are both welcome; one person per team joins the sessions.',
  },
  {
    id: 'time',
    question: 'How much time do I need each week?',
    answer:
      'Plan for at least 5-10 hours a week; founders who can give 15 or more hours get the most out of it. Tell us on the form how much time you can commit so we can plan the cohort around it.',
  },
  {
    id: 'technical',
    question: 'Do I need a technical co-founder or a product already?',
    answer:
      'No. Most founders start with an idea and a problem they understand well. We build the MVP with no-code and AI tools, and help you decide when writing code is worth it.',
  },
  {
    id: 'weeks',
    question: 'What happens during the 4 weeks?',
    answer: `Each of the ${PROGRAMME_DAYS} days belongs to a week with one goal: problem and customer, solution and MVP scope, build and launch, then traction and pitch. Every week has live sessions with your cohort, a mentor check-in and a deliverable.`,
  },
  {
    id: 'selection',
    question: `How are the ${COHORT_SIZE} founders selected?`,
    answer: `We read every application and look for a clear problem, founders close to their users, and the time to do the work. Each cohort has ${COHORT_SIZE} founders, so everyone gets real attention.`,
  },
  {
    id: 'review',
    question: 'When will I hear back?',
    answer: `Applications are reviewed within ${REVIEW_TIME}. We write to the email address on your application either way, and may ask for a short call before confirming your place.`,
  },
  {
    id: 'f6s',
    question: 'Should I apply here or on F6S?',
    answer:
      'Either. Both reach the same team and are reviewed the same way. Use F6S if your profile there already tells your story; otherwise the form on this page takes five minutes.',
  },
];
