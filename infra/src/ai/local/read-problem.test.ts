import { createRng } from '@app/domain/shared/rng';
import { describe, expect, it } from 'vitest';
import { isPlural, isVerbOnly, pluralise, singularise } from './english';
import { readProblem } from './read-problem';
import { SECTORS, sectorMatches } from './sectors';

const read = (text: string) => readProblem(text, createRng(1));

describe('readProblem', () => {
  it.each([
    ['Small clinics in rural Kenya run out of vaccines', 'small clinics in rural Kenya'],
    ['A small bakery owner in Lyon wastes bread every evening.', 'small bakery owners in Lyon'],
    ['People with diabetes in India cannot afford insulin pumps.', 'people with diabetes in India'],
    ['Independent musicians in Brazil, Mexico and Argentina lack royalty tracking.', 'independent musicians in Brazil, Mexico and Argentina'],
    ['Why is it so hard for Freelancers to get paid on time?', 'freelancers'],
    ["Our school's teachers spend their evenings grading essays.", 'teachers'],
    ['teh nurses in our hospitl spend to much time on paperwork', 'nurses'],
    ['SaaS startups churn customers after the free trial', 'SaaS startups'],
    ['Too many scam calls target older adults', 'older adults'],
    ['PHARMACIES RUN OUT OF INSULIN EVERY WINTER', 'pharmacies'],
    ['smallholder farmers in kenya lose their harvest', 'smallholder farmers in Kenya'],
    ['SMALL CLINICS IN KENYA RUN OUT OF VACCINES', 'small clinics in Kenya'],
  ])('finds the target user of %j', (text, user) => {
    expect(read(text).user?.phrase).toBe(user);
  });

  it('finds no user where the problem names nobody', () => {
    for (const text of ['parking', 'I can never find parking near my office', 'Electricity bills are way too high', '💡🔥🚀']) {
      expect(read(text).user, text).toBeUndefined();
    }
  });

  it('tells businesses from consumers and keeps a short form without the place', () => {
    expect(read('Small clinics in rural Kenya run out of vaccines').user).toEqual({
      phrase: 'small clinics in rural Kenya', short: 'small clinics', unit: 'clinic', placed: true, buyer: 'business',
    });
    expect(read('Parents of teenagers argue about phones').user).toMatchObject({ short: 'parents of teenagers', placed: false, buyer: 'consumer' });
  });

  it.each([
    ["Restaurants throw away too much food and can't predict demand.", ['food', 'demand']],
    ['Small clinics in rural Kenya lose track of vaccine stock and fridges fail', ['vaccine stock', 'fridges']],
    ['- landlords ignore repair requests\n- tenants lose their deposits', ['repair requests', 'deposits']],
    ['Freelance designers chase unpaid invoices for weeks.', ['unpaid invoices']],
    ['I can never find parking near my office and waste 20 minutes circling the block.', ['parking']],
    ['HR teams at fast-growing startups drown in CVs and miss the best candidates.', ['CVs']],
    ['Elderly people living alone fall and nobody notices for hours.', []],
  ])('takes noun phrases, not verbs, times or people, as the topics of %j', (text, topics) => {
    expect(read(text).topics).toEqual(topics);
  });

  it('keeps the member sentence about the user only when it reads as one', () => {
    expect(read("restaurants cant predict demand").statement).toBe("Restaurants can't predict demand.");
    expect(read('My kids cannot focus on homework.').statement).toBe('Kids cannot focus on homework.');
    for (const text of [
      'Landlord ignores my repair requests', // a singular subject: our plural would not agree
      'Home cooks waste spices that expire.', // ends on a verb
      'Busy parents forget to pay school fees on time and get fined.', // ends on a participle
      'Teachers lose our time.', // speaks for the member
      'Restaurants track an track orders', // a broken article
      'Remote teams: waste hours in meetings', // the users stand alone
      'Why do landlords ignore repairs?',
    ]) expect(read(text).statement, text).toBeUndefined();
  });

  it('reads nothing from a problem that is not in English, but still names its countries', () => {
    for (const text of ['Los pequeños agricultores no pueden vender sus cosechas a buen precio en Chile.', '高齢者が病院の予約を取るのが難しい', 'Kleine Handwerksbetriebe verlieren viel Zeit mit Rechnungen.']) {
      expect(read(text), text).toMatchObject({ user: undefined, topics: [], statement: undefined });
    }
    expect(read('Los pequeños agricultores no pueden vender sus cosechas a buen precio en Chile.').countries).toEqual(['Chile']);
  });

  it('finds the sector from word roots with their endings, not from words that merely start alike', () => {
    expect(read('Parking near the office').sector.category).toBe('TransportTech');
    expect(read('Recycling bins overflow').sector.category).toBe('GreenTech');
    const transport = SECTORS.find((sector) => sector.category === 'TransportTech')!;
    expect(['buses', 'cars', 'parking', 'commuters'].filter((word) => sectorMatches(transport, word))).toHaveLength(4);
    expect(['business', 'busy', 'careers', 'carbon', 'cardigan'].filter((word) => sectorMatches(transport, word))).toEqual([]);
  });

  it('is deterministic', () => {
    expect(read('Dog owners cannot find sitters')).toEqual(read('Dog owners cannot find sitters'));
  });
});

describe('English lexicon', () => {
  it('forms plurals and singulars', () => {
    expect(['clinic', 'pharmacy', 'person', 'business', 'staff', 'café'].map(pluralise)).toEqual(['clinics', 'pharmacies', 'people', 'businesses', 'staff', 'cafés']);
    expect(['vaccines', 'pharmacies', 'people', 'businesses', 'bus', 'logistics', 'CVs', 'nurses'].map(singularise)).toEqual(['vaccine', 'pharmacy', 'person', 'business', 'bus', 'logistics', 'CV', 'nurse']);
    expect(['farmers', 'children', 'staff'].every(isPlural)).toBe(true);
    expect(['farmer', 'bus', 'analysis'].some(isPlural)).toBe(false);
  });

  it('tells verbs that are only verbs from words that are also nouns', () => {
    expect(['predict', 'ignores', 'throw', 'waiting', 'stolen'].every(isVerbOnly)).toBe(true);
    expect(['demand', 'stock', 'cost', 'parking', 'nurses', 'food'].some(isVerbOnly)).toBe(false);
  });
});
