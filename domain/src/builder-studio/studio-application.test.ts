import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing/decider-spec';
import { studioApplicationSchema } from './schemas';
import { studioApplicationDecider, type StudioApplicationSubmitted } from './studio-application';

const given = deciderSpec(studioApplicationDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const applicationId = '0197a1b2-0000-7000-8000-0000000000aa';
const application = studioApplicationSchema.parse({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  idea: 'A tutor for analytical engines',
  problem: 'Nobody can program them',
  targetUsers: 'Mathematicians',
  weeklyHours: '10-15 hours',
});
const submit = { type: 'SubmitStudioApplication' as const, data: { applicationId, application }, metadata: { actor: null, now } };
const submitted: StudioApplicationSubmitted = {
  type: 'StudioApplicationSubmitted',
  data: {
    applicationId,
    subjectId: applicationId,
    weeklyHours: '10-15 hours',
    at: now.toISOString(),
    personal: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      idea: 'A tutor for analytical engines',
      problem: 'Nobody can program them',
      targetUsers: 'Mathematicians',
    },
  },
};

describe('SubmitStudioApplication', () => {
  it('records the application from anyone, everything the applicant typed in `personal` under the application as subject', () => {
    given([]).when(submit).then([submitted]);
  });

  it('records nothing when repeated', () => {
    given([submitted]).when(submit).then([]);
  });
});

describe('studioApplicationSchema', () => {
  const errors = (input: object) =>
    Object.fromEntries((studioApplicationSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('needs name, a valid email, idea, problem and target users; phone and weekly hours are optional', () => {
    expect(errors({})).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email',
      idea: 'Idea is required',
      problem: 'Problem is required',
      targetUsers: 'Target users is required',
    });
    expect(studioApplicationSchema.parse({ name: 'A', email: 'a@b.co', idea: 'i', problem: 'p', targetUsers: 't' })).toMatchObject({ phone: '', weeklyHours: '' });
  });

  it('takes weekly hours only from its three choices', () => {
    expect(errors({ ...application, weeklyHours: '40 hours' })).toEqual({ weeklyHours: 'Weekly hours must be 5-10 hours, 10-15 hours or 15+ hours' });
  });
});
