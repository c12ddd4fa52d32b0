import { PRODUCT_NAME } from '../../../config/product';

// The landing page's questions. Answers only promise what the product does (docs/product.md "Overview", "Landing page")
// and what the terms say.
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const LANDING_FAQ: readonly FaqEntry[] = [
  {
    id: 'what-is',
    question: `What is ${PRODUCT_NAME}?`,
    answer: `${PRODUCT_NAME} is a marketplace of 1000+ validated startup ideas with the research behind them: the problem, the solution, the market size, the competition and the way to market. Save the ideas you like to your workspace, follow the trends behind them, and turn the one you pick into business documents you can take to users and investors.`,
  },
  {
    id: 'where-ideas-come-from',
    question: 'Where do the ideas come from?',
    answer: `Most ideas are researched and written by ${PRODUCT_NAME} and reviewed by our team before they are published. Members on the Pro plan can also generate ideas from a problem they describe; they keep them private or share them with the community, and shared ideas appear in the marketplace as user generated once we approve them.`,
  },
  {
    id: 'plans',
    question: 'What is the difference between Free, Premium and Pro?',
    answer:
      'Free gives you the basic ideas, Top Picks and unlimited browsing. Premium ($9/month) adds the premium ideas and power-ups that find differentiators, validation hacks and virality suggestions. Pro ($19/month early-bird price) adds Problem-to-Product, AI-generated business documents (PRD, pitch deck, go-to-market strategy, financial plan, pre-launch page), one-click mockups and priority support.',
  },
  {
    id: 'verify-email',
    question: 'Why do I have to verify my email?',
    answer:
      'Saving ideas, sharing them, opening mockups and everything in the workspace need a verified email. It keeps accounts real and lets us reach you about your subscription. The link we send is valid for 24 hours; you can ask for a new one at any time.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel my subscription?',
    answer:
      'Yes. Subscriptions are billed monthly through our payment provider and you can cancel at any time. Your plan stays active until the end of the month you have paid for, then your account returns to the Free plan; your workspace is kept.',
  },
  {
    id: 'ownership',
    question: 'Who owns the documents I generate?',
    answer:
      'You do. Documents and ideas you create or edit in your workspace are yours to use, change and share. Ideas from the marketplace can be built by anyone, so speed and execution are what set you apart.',
  },
  {
    id: 'builder-studio',
    question: 'I need help building. Is there a programme?',
    answer:
      'Builder Studio is our 4-week programme for a cohort of 5 founders who want to go from idea to first users with hands-on help. Applications are reviewed within 24-48 hours.',
  },
];
