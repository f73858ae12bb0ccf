import { formMessages } from '@vitrina/forms';
import { describe, expect, it } from 'vitest';
import { noServerErrors } from '@/lib/cart/field-errors';
import { firstShown, shownErrors } from './shown-errors';

const messages = formMessages.ro;

describe('shownErrors', () => {
  const problems = { email: 'invalidEmail', password: null, phone: null } as const;

  it('shows nothing before a submit attempt (docs/product.md §5)', () => {
    expect(shownErrors(false, problems, { fields: { password: 'x' }, general: [] }, messages)).toEqual({
      email: null,
      password: null,
      phone: null,
    });
  });

  it('shows the rule first, else the server’s message for the field', () => {
    const server = { fields: { email: 'taken', password: 'Parola este prea des folosită' }, general: [] };
    expect(shownErrors(true, problems, server, messages)).toEqual({
      email: messages.invalidEmail,
      password: 'Parola este prea des folosită',
      phone: null,
    });
    expect(shownErrors(true, problems, noServerErrors, messages).password).toBeNull();
  });
});

describe('firstShown', () => {
  it('finds the first field with a message in the form’s order', () => {
    expect(firstShown(['email', 'password', 'phone'], { email: null, password: 'x', phone: 'y' })).toBe(
      'password',
    );
    expect(firstShown(['email'], { email: null })).toBeNull();
  });
});
