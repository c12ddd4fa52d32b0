import { SUPPORT_EMAIL } from '@app/domain/workspace/limits';
import { PRODUCT_NAME } from '../../../config/product';

// The text of /terms (docs/product.md "Terms page": Terms of Service and Privacy Policy, last updated March 2025,
// effective March 1, 2025). Written for this product: what it stores, how it pays, what it erases. Kept as data so the
// table of contents is built from the same sections the page renders.

export const LAST_UPDATED = 'March 2025';
export const EFFECTIVE_DATE = 'March 1, 2025';
/** The address the workspace's limit messages name too (one constant, so the two never differ). */
export const CONTACT_EMAIL = SUPPORT_EMAIL;

/** A paragraph, or a bulleted list. */
export type TermsBlock = string | { list: readonly string[] };

export interface TermsSection {
  id: string;
  title: string;
  blocks: readonly TermsBlock[];
}

export interface TermsDocument {
  id: string;
  title: string;
  intro: string;
  sections: readonly TermsSection[];
}

const P = PRODUCT_NAME;

const TERMS_OF_SERVICE: TermsDocument = {
  id: 'terms-of-service',
  title: 'Terms of Service',
  intro: `These Terms of Service govern your use of ${P}: the website, the idea marketplace, the workspace, the trends pages, the AI features and the Builder Studio programme pages. Please read them carefully; they form a binding agreement between you and the operator of ${P} ("we", "us").`,
  sections: [
    {
      id: 'tos-acceptance',
      title: '1. Accepting these terms',
      blocks: [
        `By creating an account, buying a subscription or otherwise using ${P}, you agree to these Terms of Service and to the Privacy Policy below. If you do not agree, do not use the service.`,
        'If you use the service on behalf of a company or another organisation, you confirm that you are authorised to accept these terms for it, and "you" includes that organisation.',
        'You must be at least 16 years old, and old enough to enter into a binding contract where you live, to create an account. Paid plans may only be bought by adults.',
      ],
    },
    {
      id: 'tos-service',
      title: '2. What the service offers',
      blocks: [
        `${P} helps founders go from an idea to a launch. Depending on your plan, the service lets you:`,
        {
          list: [
            'browse a marketplace of startup ideas with their research (problem, solution, market size, competition, business model and go-to-market notes), some free and some premium;',
            'explore market trends and the ideas linked to them;',
            'save ideas to a personal workspace and edit your copies;',
            'generate business documents (product requirements doc, pitch deck, go-to-market strategy, financial plan, pre-launch page) and "power-ups" (differentiators and defensibles, validation hacks, virality suggestions) with artificial intelligence;',
            'describe a problem and have a productized solution idea generated for you, which you may keep private or share on the platform;',
            'read about and apply to the Builder Studio cohort programme.',
          ],
        },
        'We improve the service continually. Features may change, be added or be withdrawn; where a change materially reduces what a paid plan includes, we will tell you in advance as described in section 4.',
      ],
    },
    {
      id: 'tos-accounts',
      title: '3. Your account and email verification',
      blocks: [
        'You need an account for most features. Give us a real email address and keep it up to date: we use it to verify your account, to send notices about your subscription and to reach you about these terms.',
        'After registering we send you a verification link, valid for 24 hours. Until your email is verified, features such as saving ideas, sharing, mockups, the workspace, document generation and upgrading are not available. You can ask for a new link at any time.',
        `Keep your password secret and use it only for this service. You are responsible for what happens under your account. Tell us at once at ${CONTACT_EMAIL} if you believe someone else has access to it. Sessions end after 30 days or when you log out.`,
        'One account per person. Accounts may not be sold, shared or transferred.',
      ],
    },
    {
      id: 'tos-subscriptions',
      title: '4. Plans, subscriptions and payments',
      blocks: [
        'The service has a Free plan and two paid plans:',
        {
          list: [
            'Premium, US$9 per month: premium ideas, idea power-ups, basic analytics and enhanced support;',
            'Pro, US$19 per month (early-bird price; the regular Pro price is US$97 per month): everything in Premium plus Problem-to-Product, adding your own ideas, AI document generation, mockups and priority support.',
          ],
        },
        'Payments are processed by our payment provider. You enter your card or other payment details on the provider\'s checkout page, not on ours; we never see or store your full card number. The provider\'s own terms and privacy notice apply to the payment itself.',
        'Subscriptions are billed monthly in advance and renew automatically each month until cancelled. Your plan is upgraded as soon as the provider confirms the payment. Prices include or exclude taxes as shown at checkout.',
        'You can cancel at any time. Cancellation stops the next renewal; your plan stays active until the end of the month already paid for, after which your account returns to the Free plan. Your workspace is kept.',
        'Except where the law requires otherwise, payments are not refundable for partial months. If something went wrong with a charge, write to us within 30 days and we will look into it.',
        'The early-bird price applies for as long as your subscription continues without interruption. We may change prices for new billing periods; we will tell you by email at least 30 days before a change affects you, and you may cancel before it takes effect.',
        'Fair-use limits apply to generation so that the service stays fast for everyone: at most 1,500 generated ideas per user per month and at most 100 ideas with generated documents per month. If you need more, contact us.',
      ],
    },
    {
      id: 'tos-marketplace',
      title: '5. Marketplace ideas',
      blocks: [
        `Ideas in the marketplace are written by ${P} or shared by members. They are starting points for your own research, not proven businesses. Market sizes, competition notes and other figures are estimates that may be incomplete or out of date.`,
        'Ideas in the marketplace are not exclusive. Anyone may read them and anyone may build on them, including other members. Reading or saving an idea gives you no exclusive right to it.',
        'Premium content (premium ideas, their full research and their documents) is for your own use while your plan includes it. Do not copy it in bulk, resell it, republish it or make it available to people who do not have access, other than through the share links the service provides.',
        'A share link shows the idea it was created for to whoever has the link. Share only with people you intend to show it to.',
        'Some ideas are marked for automatic removal; they show a countdown and are archived when it ends. We may also unpublish, edit or remove ideas at any time.',
      ],
    },
    {
      id: 'tos-ai',
      title: '6. AI-generated content',
      blocks: [
        'Documents, power-ups, mockups and ideas produced by the AI features are generated automatically from your input and our instructions. They can be wrong, incomplete, outdated or similar to content generated for others.',
        'AI output is not legal, financial, tax, investment or other professional advice. Check it before you rely on it, and take professional advice before making decisions that matter, such as raising money, signing contracts or spending significant sums.',
        'Do not submit to the AI features information you are not allowed to share, or personal data of other people, beyond what is needed for your request.',
      ],
    },
    {
      id: 'tos-user-content',
      title: '7. Your content and shared ideas',
      blocks: [
        'Content you create or upload, including ideas you generate, edits you make in your workspace and documents generated for you, remains yours. You give us a licence to host, store, process and display it as needed to run the service for you.',
        'Ideas you generate are private to your workspace by default. If you choose to share an idea on the platform, it is reviewed before it appears in the marketplace. By sharing, you give us and other members a worldwide, royalty-free, non-exclusive licence to display the idea in the marketplace and to read and build on it, for as long as it is published.',
        'We may decline to publish a shared idea, or unpublish it later, for any reason, including quality, duplication or a breach of these terms. Approval is not an endorsement.',
        'You confirm that you have the rights needed for what you submit and that it does not infringe anyone\'s rights or break the law.',
      ],
    },
    {
      id: 'tos-acceptable-use',
      title: '8. Acceptable use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'use the service for anything unlawful, fraudulent or harmful;',
            'submit content that is defamatory, hateful, harassing, sexually explicit or that infringes intellectual property or privacy;',
            'scrape, crawl or download the marketplace in bulk, or use automated means to access it other than through features we provide;',
            'get around plan limits, access controls, generation caps or security measures, or share paid access with others;',
            'probe, overload or interfere with the service, its infrastructure or other users\' accounts;',
            'use AI output to build a competing idea database or to train machine-learning models.',
          ],
        },
      ],
    },
    {
      id: 'tos-builder-studio',
      title: '9. Builder Studio applications',
      blocks: [
        'Builder Studio is a 4-week (28-day) programme for a cohort of 5 founders. You can apply with the form on the Builder Studio page or through F6S.',
        'Applying does not guarantee a place. We aim to review applications within 24-48 hours and reply to the email address you gave. Selection is at our discretion and we do not have to give reasons.',
        'We use what you tell us in your application only to assess it, contact you about the programme and run the cohort; see the Privacy Policy below. Ideas you describe in an application stay yours. Applications made through F6S are also subject to F6S\'s terms and privacy policy.',
        'Founders who join a cohort may be asked to agree to programme-specific terms before it starts; where they differ, those terms apply to the programme.',
      ],
    },
    {
      id: 'tos-our-ip',
      title: '10. Our intellectual property',
      blocks: [
        `The service, its software, design, trademarks and the marketplace content we write belong to us or our licensors. Apart from the rights these terms give you, no rights are transferred to you. You may not use the ${P} name or logo without our written permission.`,
        'If you send us feedback or suggestions, we may use them without any obligation to you.',
      ],
    },
    {
      id: 'tos-third-parties',
      title: '11. Third-party services and links',
      blocks: [
        'The service relies on third parties, such as our payment provider, email delivery, hosting and AI model providers, and links to external sites, such as F6S, our validation agent and our social profile. We are not responsible for third-party sites or services, and your use of them is governed by their own terms.',
      ],
    },
    {
      id: 'tos-disclaimers',
      title: '12. Disclaimers',
      blocks: [
        'The service is provided "as is" and "as available". To the extent the law allows, we make no warranties, express or implied, including that the service will be uninterrupted or error-free, that any idea will succeed, or that content is accurate, complete or fit for a particular purpose.',
        'Nothing in these terms limits rights you have as a consumer that cannot be limited by contract.',
      ],
    },
    {
      id: 'tos-liability',
      title: '13. Limitation of liability',
      blocks: [
        'To the extent the law allows, we are not liable for indirect or consequential loss, loss of profits, revenue, data or business opportunity, or for decisions you make based on content from the service.',
        'Our total liability for all claims relating to the service in any 12-month period is limited to the greater of the amount you paid us in that period and US$100.',
        'These limits do not apply to liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or for fraud.',
      ],
    },
    {
      id: 'tos-termination',
      title: '14. Suspension, termination and account deletion',
      blocks: [
        'You may stop using the service and ask us to delete your account at any time. Cancel any paid subscription first so that you are not charged again.',
        'We may suspend or close your account if you seriously or repeatedly breach these terms, if we must do so by law, or to protect the service or other users. Where reasonable we will tell you first and give you a chance to fix the problem. If we close a paid account without cause, we refund the unused part of the current month.',
        'When an account is deleted, its personal data is erased as described in the Privacy Policy. Sections of these terms that by their nature should survive (such as licences you granted for published ideas, disclaimers and limitation of liability) continue to apply.',
      ],
    },
    {
      id: 'tos-changes',
      title: '15. Changes to these terms',
      blocks: [
        'We may update these terms as the service changes. We will post the new version on this page with a new "Last updated" date and, for material changes, tell you by email or in the service at least 30 days before they take effect. If you keep using the service after that, the new terms apply; if you do not agree, you can cancel and delete your account.',
      ],
    },
    {
      id: 'tos-law',
      title: '16. Governing law and disputes',
      blocks: [
        `These terms are governed by the laws of the place where the operator of ${P} is established, without regard to its conflict-of-law rules. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live, and you may bring claims in its courts.`,
        'Before starting formal proceedings, please contact us so we can try to resolve the issue informally; most concerns can be sorted out quickly.',
      ],
    },
    {
      id: 'tos-contact',
      title: '17. Contact',
      blocks: [`Questions about these terms? Write to us at ${CONTACT_EMAIL}.`],
    },
  ],
};

const PRIVACY_POLICY: TermsDocument = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  intro: `This Privacy Policy explains what personal data ${P} collects, why, how it is protected, how long it is kept and the choices you have. It applies to the website, the app and the Builder Studio application form.`,
  sections: [
    {
      id: 'privacy-controller',
      title: '1. Who is responsible',
      blocks: [
        `The operator of ${P} is the controller of the personal data described here. You can reach us about privacy at ${CONTACT_EMAIL}.`,
      ],
    },
    {
      id: 'privacy-data',
      title: '2. The data we collect',
      blocks: [
        {
          list: [
            'Account data: your email address, username, a one-way hash of your password (never the password itself), your plan and whether your email is verified.',
            'Workspace data: the ideas you save or generate, your edits, the documents and power-ups generated for you, the problems you describe, and whether your ideas are private or shared.',
            'Subscription data: your plan, the dates of your subscription and the identifiers our payment provider gives us. Card details are collected and held by the payment provider, not by us.',
            'Builder Studio applications: your name, email, phone number (optional), your idea, the problem it solves, your target users and the weekly hours you can commit.',
            'Usage and technical data: how often each idea is viewed (we use only the totals), sign-in attempts with the IP address they came from (to stop password guessing), and server logs kept for security and troubleshooting.',
          ],
        },
        'We do not ask for special categories of data (such as health or political opinions). Please do not include them in ideas, prompts or applications.',
      ],
    },
    {
      id: 'privacy-use',
      title: '3. How we use it, and our legal bases',
      blocks: [
        {
          list: [
            'To provide the service you signed up for: your account, workspace, generation features and plan (performance of our contract with you).',
            'To verify your email, secure your account and prevent abuse, such as limiting repeated failed logins (our legitimate interest in keeping the service safe, and your contract).',
            'To process subscriptions and keep records required for tax and accounting (contract and legal obligation).',
            'To assess Builder Studio applications and contact applicants (steps you asked us to take before a possible agreement, and our legitimate interest in running the programme).',
            'To send service messages, such as verification links and notices about these terms or your subscription. We send marketing emails only if you have agreed to them, and you can opt out at any time.',
            'To understand, in aggregate, which ideas are popular and to improve the service (legitimate interest).',
          ],
        },
      ],
    },
    {
      id: 'privacy-ai',
      title: '4. AI processing',
      blocks: [
        'When you use a generation feature, the text needed for the request (for example the idea you saved or the problem you described) is sent to the AI model provider we use, which returns the generated content. We use providers that process this data on our behalf and do not use it to train their models. We do not use your private workspace content to train models ourselves.',
      ],
    },
    {
      id: 'privacy-sharing',
      title: '5. Who we share it with',
      blocks: [
        'We do not sell your personal data. We share it only with:',
        {
          list: [
            'service providers who process it on our behalf under contract: hosting, email delivery, our payment provider and AI model providers;',
            'other members and visitors, only for ideas you choose to share on the platform once they are approved (your email and username are not shown with them);',
            'authorities or others where the law requires it, or where needed to protect our rights, users or the public;',
            'a successor, if the service is sold or merged, under a policy at least as protective as this one.',
          ],
        },
      ],
    },
    {
      id: 'privacy-cookies',
      title: '6. Cookies and local storage',
      blocks: [
        'We use only what is needed to run the service: a session cookie (httpOnly, so page scripts cannot read it) and a session token kept in your browser\'s local storage under the key "auth_token", both of which keep you signed in for up to 30 days or until you log out. We do not use advertising or cross-site tracking cookies.',
      ],
    },
    {
      id: 'privacy-security',
      title: '7. How we protect it',
      blocks: [
        {
          list: [
            'Passwords are stored only as a slow, salted hash (argon2id), so they cannot be read back.',
            'Your personal data (email address, username and password hash) is encrypted with a key that belongs to your account alone. Deleting your account destroys that key (see section 8).',
            'Session tokens are stored only as a cryptographic digest, so our records cannot be used to sign in as you.',
            'Connections to the service are encrypted in transit, access to production systems is limited to staff who need it, and verification links expire after 24 hours.',
          ],
        },
        'No system is perfectly secure. If a breach affects your personal data, we will tell you and the relevant authorities as the law requires.',
      ],
    },
    {
      id: 'privacy-retention',
      title: '8. How long we keep it, and erasure',
      blocks: [
        'We keep account and workspace data for as long as your account exists. Builder Studio applications are kept for up to 24 months so we can consider you for later cohorts, unless you ask us to delete yours sooner. Subscription records are kept as long as tax and accounting law requires.',
        'When you delete your account, or we delete it at your request, your per-user encryption key is erased. From that moment your email address, username and password hash can no longer be read anywhere in our records, including our history of changes; your email address and username become free to be used again. Copies in backups become unreadable in the same way and are removed when those backups expire on their normal rotation.',
        'Ideas you shared that were approved may stay in the marketplace without anything that identifies you. Aggregate statistics that do not identify you may be kept.',
      ],
    },
    {
      id: 'privacy-rights',
      title: '9. Your rights',
      blocks: [
        'Depending on where you live, you have the right to access your personal data, correct it, delete it, receive a copy in a portable format, restrict or object to certain processing, and withdraw consent where we rely on it.',
        `You can change your username and password in your account settings at any time. For anything else, including deleting your account, write to ${CONTACT_EMAIL}. We answer within 30 days and may need to confirm your identity first.`,
        'You also have the right to complain to your local data protection authority.',
      ],
    },
    {
      id: 'privacy-transfers',
      title: '10. International transfers',
      blocks: [
        'Our service providers may process data in other countries. Where data leaves the European Economic Area, the United Kingdom or another region with transfer rules, we rely on adequacy decisions or standard contractual clauses with appropriate safeguards.',
      ],
    },
    {
      id: 'privacy-children',
      title: '11. Children',
      blocks: [
        `${P} is not meant for children under 16 and we do not knowingly collect their data. If you believe a child has given us personal data, contact us and we will delete it.`,
      ],
    },
    {
      id: 'privacy-changes',
      title: '12. Changes to this policy',
      blocks: [
        'We will post any update on this page with a new "Last updated" date, and tell you by email or in the service before material changes take effect.',
      ],
    },
    {
      id: 'privacy-contact',
      title: '13. Contact',
      blocks: [`Questions or requests about your personal data: ${CONTACT_EMAIL}.`],
    },
  ],
};

export const TERMS_DOCUMENTS: readonly TermsDocument[] = [TERMS_OF_SERVICE, PRIVACY_POLICY];
