// Thirty problems as members type them, for the prose checks: short and long, questions and lists, lower case and
// capitals, typos, other languages, emoji and numbers, businesses and consumers. `user` is the target user the idea
// must name, in the words of the problem; null when the problem names nobody (the idea then falls back to generic
// wording).
export interface ProblemCase {
  label: string;
  text: string;
  user: string | null;
}

export const PROBLEMS: readonly ProblemCase[] = [
  { label: 'the report that started it', text: "Restaurants throw away too much food and can't predict demand.", user: 'restaurants' },
  { label: 'users with a place', text: 'Small clinics in rural Kenya run out of vaccines', user: 'small clinics in rural Kenya' },
  { label: 'a single word', text: 'parking', user: null },
  { label: 'a question', text: 'Why is it so hard for freelancers to get paid on time?', user: 'freelancers' },
  {
    label: 'first person',
    text: 'I can never find parking near my office and waste 20 minutes every morning circling the block. Parking apps show stale data.',
    user: null,
  },
  {
    label: 'users and a country',
    text: 'Smallholder farmers in Kenya lose a third of their harvest because they cannot tell when the soil needs irrigation.',
    user: 'smallholder farmers in Kenya',
  },
  { label: 'a list', text: '- landlords ignore repair requests\n- tenants lose their deposits\n- no record of who said what', user: 'landlords' },
  { label: 'all lower case', text: 'independent bookshops cant compete with amazon on price or delivery speed', user: 'independent bookshops' },
  { label: 'typos', text: 'teh nurses in our hospitl spend to much time on paperwork insted of patients', user: 'nurses' },
  { label: 'Spanish', text: 'Los pequeños agricultores no pueden vender sus cosechas a buen precio.', user: null },
  { label: 'Japanese', text: '高齢者が病院の予約を取るのが難しい', user: null },
  { label: 'emoji around words', text: '🚲 bike commuters get their bikes stolen all the time 😡', user: 'bike commuters' },
  {
    label: 'numbers',
    text: '40% of small retailers still track inventory on paper; 3 out of 5 run out of stock every month.',
    user: 'small retailers',
  },
  { label: 'two words', text: 'Dog owners', user: 'dog owners' },
  {
    label: 'a long paragraph (B2B)',
    text:
      'Mid-size logistics companies in Germany juggle dozens of carriers, each with its own portal. Dispatchers copy ' +
      'tracking numbers between spreadsheets by hand, customers call to ask where their parcels are, and nobody knows ' +
      'which carrier is actually on time. When a truck is late, the warehouse finds out last. Every week someone ' +
      'spends a whole day reconciling invoices against deliveries, and disputes drag on for months because the ' +
      'evidence is scattered across emails.',
    user: 'mid-size logistics companies in Germany',
  },
  { label: 'consumers (B2C)', text: 'Parents of teenagers have no idea how much time their kids spend on their phones at night.', user: 'parents of teenagers' },
  { label: 'users at a kind of company', text: 'HR teams at fast-growing startups drown in CVs and miss the best candidates.', user: 'HR teams at fast-growing startups' },
  { label: 'a participle after the users', text: 'Elderly people living alone fall and nobody notices for hours.', user: 'elderly people' },
  { label: 'a contraction', text: "Musicians don't get paid fairly by streaming platforms", user: 'musicians' },
  { label: 'a first-person question', text: 'How can I stop wasting food at home?', user: null },
  { label: 'a possessive', text: "Our school's teachers spend their evenings grading essays.", user: 'teachers' },
  { label: 'an acronym and a percentage', text: 'Hotels in Lisbon lose bookings to OTAs charging 20% commission', user: 'hotels in Lisbon' },
  { label: 'German', text: 'Kleine Handwerksbetriebe verlieren viel Zeit mit Rechnungen und Mahnungen.', user: null },
  {
    label: 'a subordinate clause',
    text: "Solar panel installers can't predict when customers will need maintenance, so they lose contracts.",
    user: 'solar panel installers',
  },
  { label: 'emoji only', text: '💡🔥🚀', user: null },
  { label: 'users as the object', text: 'Too many scam calls target older adults', user: 'older adults' },
  {
    label: 'a list of nouns',
    text: 'Construction site managers lose track of equipment, tools and materials across sites.',
    user: 'construction site managers',
  },
  { label: 'all capitals', text: 'PHARMACIES RUN OUT OF INSULIN EVERY WINTER', user: 'pharmacies' },
  { label: 'no user, a thing as the subject', text: 'Electricity bills are way too high and nobody understands them', user: null },
  {
    label: 'a numbered list with a question',
    text: 'Remote teams:\n1. waste hours in meetings\n2. lose decisions in chat threads\nHow do we fix this??',
    user: 'remote teams',
  },
];
