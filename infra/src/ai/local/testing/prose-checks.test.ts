import { describe, expect, it } from 'vitest';
import { fieldProblems, markdownProblems, proseProblems } from './prose-checks';

const sentence = (text: string) => proseProblems(text, { sentence: true });

describe('prose checks', () => {
  it('pass sentences a competent writer would write', () => {
    for (const text of [
      'Small clinics in rural Kenya run out of vaccines.',
      'VaccineNest helps small clinics stay on top of vaccines and fridges.',
      'It combines machine learning and a mobile app.',
      'An HR team, an hour, a user, a European bank and an 8-week plan.',
      'Start with 50 restaurants in two launch cities, recruited through the communities where they already discuss food.',
      'When does ParkingLoop launch?',
      'Its models improve with every correction a user makes.',
      'It corrects pronunciation as they happen, so speaking no longer lags behind reading.',
      'It is free to start, books a nurse when needed and invites friends in.',
      'A plumber is booked before the landlord wakes up.',
      'Low — no one owns the category yet.',
      'They pay for option grants they barely understand, long after the damage is done.',
      'A list of issues returned within minutes of upload.',
      'Runners train harder without getting hurt and plan a whole trip in one evening.',
      'Audiences go unsponsored, exclusions surface only when claiming, at stops that planners do not know about.',
      'It turns fans into a living and flags a scam while the phone is still ringing.',
      'Spend the training budget where the gaps are, and catch broken data before the business does.',
      'Early market, not yet sized.',
      'They are left alone with their readings in between, and errors spike with every new hire, without losing reach.',
      'Claim it in one sitting, show what was decided and why, and reward regulars like a chain would.',
      'Reorder things they already have, know they can recover before they ever need to, and bill for the work they did.',
      'It turns sessions into heatmaps of where players get stuck or quit, with no wearable at all and a message for each.',
      'It generates the reports each regulator asks for, with charts and downloads.',
    ]) expect(sentence(text), text).toEqual([]);
  });

  it('flag the sentence that the local provider used to write', () => {
    expect(sentence('RestaurantsWise helps municipal waste teams deal with restaurants, food and predict.')).toEqual([
      "ends on a verb ('predict')",
      "a list ending on the verb 'predict'",
    ]);
  });

  it.each([
    ['Farmers lose their their harvest.', "doubled word 'their'"],
    ['Clinics run out of.', "ends on a preposition ('of')"],
    ['Clinics deal with.', "ends on a preposition ('with')"],
    ['Clinics that run out are.', "ends on an auxiliary ('are')"],
    ['Clinics keep track of the.', "ends on an article ('the')"],
    ['Clinics track stock and.', "ends on a conjunction ('and')"],
    ['It helps clinics count vaccines and predict.', "ends on a verb ('predict')"],
    ['small clinics run out of vaccines.', 'no capital at the start'],
    ['Small clinics run out of vaccines', 'no closing punctuation'],
    ['Small clinics run out of vaccines , every week.', 'lone punctuation'],
    ['Small clinics run out of vaccines; .', 'lone punctuation'],
    ['It is a AI tool for farms.', "'a' before 'AI'"],
    ['It is a easy tool for farms.', "'a' before 'easy'"],
    ['It is an useful tool for farms.', "'an' before 'useful'"],
    ['Members say "it works for farms.', 'unbalanced quotes'],
    ['It works (for farms.', 'unbalanced parentheses'],
    ['It helps undefined stay on top of stock.', 'a missing value'],
  ])('flag %j', (text, problem) => {
    expect(sentence(text)).toContain(problem);
  });

  it('split fields into sentences and documents into paragraphs and list items', () => {
    expect(fieldProblems('Farms grow crops. They sell to.').map(({ problems }) => problems)).toEqual([[], ["ends on a preposition ('to')"]]);
    const document = '# Title\n\nFarms grow crops.\n\n- Market: $3B global market\n- Farms lose the the seeds.\n\n| a | b |\n| - | - |\n| to | of |\n';
    expect(markdownProblems(document)).toEqual([
      { text: 'Farms grow crops.', problems: [] },
      { text: 'Market: $3B global market', problems: [] },
      { text: 'Farms lose the the seeds.', problems: ["doubled word 'the'"] },
    ]);
  });
});
