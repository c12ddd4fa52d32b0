import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../lib/invalid-response';
import { parseStudioApplicants } from './studio-applicants-response';

const grace = {
  id: 'app-1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 555 010 2030',
  idea: 'A compiler for accountants.',
  problem: 'Specialists are scarce.',
  targetUsers: 'Finance teams',
  weeklyHours: '10-15 hours',
  createdAt: '2025-03-01T10:00:00.000Z',
};

describe('parseStudioApplicants (GET /api/admin/builder-studio-applicants)', () => {
  it("reads each row in the server's order; createdAt is when they applied", () => {
    const body = { applicants: [grace, { ...grace, id: 'app-0', createdAt: '2025-02-01T10:00:00.000Z' }] };

    expect(parseStudioApplicants(body)).toEqual([
      {
        id: 'app-1',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '+1 555 010 2030',
        idea: 'A compiler for accountants.',
        problem: 'Specialists are scarce.',
        targetUsers: 'Finance teams',
        weeklyHours: '10-15 hours',
        appliedAt: '2025-03-01T10:00:00.000Z',
      },
      expect.objectContaining({ id: 'app-0', appliedAt: '2025-02-01T10:00:00.000Z' }),
    ]);
  });

  it('reads an empty phone or weekly hours as not given, and keeps an erased applicant with nulls', () => {
    const [applicant] = parseStudioApplicants({ applicants: [{ ...grace, name: null, email: null, phone: '', weeklyHours: '' }] });

    expect(applicant).toMatchObject({ name: null, email: null, phone: null, weeklyHours: null, idea: 'A compiler for accountants.' });
  });

  it('drops rows without an id', () => {
    expect(parseStudioApplicants({ applicants: [{ ...grace, id: undefined }, 'nonsense', null] })).toEqual([]);
  });

  it.each([[null], [[]], [{}], [{ applicants: 'all' }], ['<html>']])("refuses %j with 'Invalid response format from server'", (body) => {
    expect(() => parseStudioApplicants(body)).toThrow(InvalidResponseError);
  });
});
