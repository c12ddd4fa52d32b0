import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathId } from '@app/domain/shared/api-contract';
import { NotFound, ValidationError } from '@app/domain/shared/errors';
import { text } from '@app/domain/shared/text';
import { validate } from './validate';

const Form = z.object({
  email: z.email('Please enter a valid email'),
  username: text().min(3, 'Username must be at least 3 characters').max(30, 'Username cannot exceed 30 characters'),
});

describe('validate', () => {
  it('returns the parsed input', () => {
    expect(validate(Form, { email: 'a@b.co', username: 'ada' })).toEqual({ email: 'a@b.co', username: 'ada' });
  });

  it('maps each field to its first message and uses the first message overall', () => {
    let caught: unknown;
    try {
      validate(Form, { email: 'nope', username: 'x' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).message).toBe('Please enter a valid email');
    expect((caught as ValidationError).errors).toEqual({
      email: 'Please enter a valid email',
      username: 'Username must be at least 3 characters',
    });
  });

  it('treats a missing body as an empty object', () => {
    expect(() => validate(Form, undefined)).toThrow(ValidationError);
  });
});

describe('validate, path ids', () => {
  const Params = z.object({ id: pathId('Idea not found') });

  it('reads a whole number up to 2^31 - 1', () => {
    expect(validate(Params, { id: '2147483647' })).toEqual({ id: 2147483647 });
  });

  it.each(['0', '012', '-1', '1.5', '2147483648', '99999999999', 'abc', ''])("answers %j with the route's 404", (id) => {
    expect(() => validate(Params, { id })).toThrow(new NotFound('Idea not found'));
  });
});
