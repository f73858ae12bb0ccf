import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPhone, PHONE_LENGTH, phoneProblem } from './phone';
import { phone } from './schemas';

describe('maskPhone', () => {
  it('writes a typed number in the mask +373 (6/7##) ###-##', () => {
    expect(maskPhone('69123456')).toBe('+373 (691) 234-56');
    expect(maskPhone('+373 69 123 456')).toBe('+373 (691) 234-56');
    expect(maskPhone('37379123456')).toBe('+373 (791) 234-56');
    expect(maskPhone('+373 (691) 234-56')).toBe('+373 (691) 234-56');
    expect(maskPhone('+373 (691) 234-56').length).toBe(PHONE_LENGTH);
  });

  it('removes the trunk 0 and any digit that cannot start an operator code', () => {
    expect(maskPhone('069123456')).toBe('+373 (691) 234-56');
    expect(maskPhone('0')).toBe('');
    expect(maskPhone('2269123456')).toBe('+373 (691) 234-56');
  });

  it('lets a person type the country code key by key', () => {
    let value = '';
    for (const key of '+373 691234567') value = maskPhone(value + key);
    expect(value).toBe('+373 (691) 234-56');
    expect(maskPhone('+37')).toBe('+37');
    value = '';
    for (const key of '069123456') value = maskPhone(value + key);
    expect(value).toBe('+373 (691) 234-56');
  });

  it('lets Backspace remove a digit past a separator', () => {
    expect(maskPhone('+373 (691) 2'.slice(0, -1))).toBe('+373 (691');
    expect(maskPhone('+373 (691) 234-5'.slice(0, -1))).toBe('+373 (691) 234');
  });

  it('adds separators only once a digit follows them, and stops at eight digits', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('6')).toBe('+373 (6');
    expect(maskPhone('691')).toBe('+373 (691');
    expect(maskPhone('6912')).toBe('+373 (691) 2');
    expect(maskPhone('691234')).toBe('+373 (691) 234');
    expect(maskPhone('6912345')).toBe('+373 (691) 234-5');
    expect(maskPhone('69123456789')).toBe('+373 (691) 234-56');
  });

  it('never grows past 17 characters and is stable when applied again', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const value = maskPhone(typed);
        expect(value.length).toBeLessThanOrEqual(PHONE_LENGTH);
        expect(maskPhone(value)).toBe(value);
      }),
    );
  });
});

describe('phoneProblem', () => {
  it('accepts a complete mobile number', () => {
    expect(phoneProblem('+373 (691) 234-56')).toBeNull();
    expect(phoneProblem(' +373 (791) 234-56 ')).toBeNull();
  });

  it('says what is wrong with the others', () => {
    expect(phoneProblem('')).toBe('required');
    expect(phoneProblem(undefined)).toBe('required');
    expect(phoneProblem('+373 (691) 234-5')).toBe('format');
    expect(phoneProblem('+373 (591) 234-56')).toBe('format');
    expect(phoneProblem('+373 (069) 123-45')).toBe('format');
    expect(phoneProblem('+37369123456')).toBe('format');
    expect(phoneProblem('+373 (666) 666-66')).toBe('same_digits');
    expect(phoneProblem('+373 (777) 777-77')).toBe('same_digits');
  });

  it('accepts every complete value the mask writes, unless one digit repeats', () => {
    fc.assert(
      fc.property(fc.constantFrom('6', '7'), fc.stringMatching(/^\d{7}$/), (operator, rest) => {
        const problem = phoneProblem(maskPhone(operator + rest));
        expect(problem).toBe(/^(\d)\1*$/.test(operator + rest) ? 'same_digits' : null);
      }),
    );
  });
});

describe('phone schema', () => {
  it('answers the message keys of formMessages', () => {
    expect(phone.safeParse('+373 (691) 234-56').success).toBe(true);
    expect(phone.safeParse('').error?.issues[0]?.message).toBe('required');
    expect(phone.safeParse(undefined).error?.issues[0]?.message).toBe('required');
    expect(phone.safeParse('123').error?.issues[0]?.message).toBe('invalidPhone');
    expect(phone.safeParse('+373 (666) 666-66').error?.issues[0]?.message).toBe('invalidPhone');
  });
});
