import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailProblem } from './email';
import { deliveryAddress, email } from './schemas';

describe('emailProblem (docs/product.md §5)', () => {
  it('checks presence, then length 6–64, then the shape', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('  ')).toBe('required');
    expect(emailProblem('a@b.c')).toBe('emailTooShort'); // 5 characters
    expect(emailProblem('a@b.md')).toBeNull(); // 6
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@mail.md'.length);
    expect(emailProblem(`${local}@mail.md`)).toBeNull(); // 64
    expect(emailProblem(`${local}a@mail.md`)).toBe('emailTooLong'); // 65
    expect(emailProblem('ion.popescu')).toBe('invalidEmail');
    expect(emailProblem('ion@mail')).toBe('invalidEmail');
    expect(emailProblem('ion pop@mail.md')).toBe('invalidEmail');
  });

  it('gives the zod schema its message keys and trims', () => {
    expect(email.parse(' ion@mail.md ')).toBe('ion@mail.md');
    expect(email.safeParse('x').error?.issues[0]?.message).toBe('emailTooShort');
  });
});

describe('deliveryAddress (docs/product.md §5 Delivery)', () => {
  it('needs a known city and every part', () => {
    expect(
      deliveryAddress.safeParse({ city: 'balti', street: 'Ștefan cel Mare', house: '12', apartment: '4' })
        .success,
    ).toBe(true);
    const refused = deliveryAddress.safeParse({
      city: 'paris',
      street: ' ',
      house: '',
      apartment: 'x'.repeat(121),
    });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(
      refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(messages).toEqual({
      city: 'selectRequired',
      street: 'required',
      house: 'required',
      apartment: 'tooLong',
    });
  });
});
