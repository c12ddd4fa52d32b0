import { describe, expect, it } from 'vitest';
import { unlabelledTraction } from './traction-check';

const lines = (markdown: string) => unlabelledTraction(markdown).map(({ line }) => line);

describe('unlabelled traction', () => {
  it('finds the figures the pitch deck used to claim', () => {
    const deck = '## Slide 8 — Traction and Validation\n- 83 problem interviews; 68% named this a top-three pain.\n- 463 sign-ups on the waitlist.\n';
    expect(lines(deck)).toEqual(['- 83 problem interviews; 68% named this a top-three pain.', '- 463 sign-ups on the waitlist.']);
    expect(lines('We have $12K in revenue and 40 paying customers.')).toHaveLength(1);
    expect(lines('MRR of $3,000 after two months.')).toHaveLength(1);
    expect(lines('| Active users | 1,200 |\n| 1,200 active users | now |')).toEqual(['| 1,200 active users | now |']);
  });

  it('accepts figures labelled as targets, plans, projections or assumptions, and questions', () => {
    expect(lines('## Validation plan\n- 30 problem interviews in the first month.\n')).toEqual([]);
    expect(lines('- Target: 500 sign-ups on the waitlist by launch.')).toEqual([]);
    expect(lines('- Assumption to test: 5% of 2,000 visitors join the waitlist, about 100 sign-ups.')).toEqual([]);
    expect(lines('## Revenue Projection\n| Year 1 | 432 customers |')).toEqual([]);
    expect(lines('## Metrics and Targets\n| Active accounts | 400 users |')).toEqual([]);
    expect(lines('## Channels\n| Channel | Target |\n| --- | --- |\n| Referrals | 40 sign-ups a month |')).toEqual([]);
    expect(lines('Which channel brings the cheapest first 100 customers?')).toEqual([]);
    expect(lines('Start with 50 restaurants in two launch cities.')).toEqual([]);
  });
});
