import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPhone, maskPhoneAt, PHONE_LENGTH, phoneProblem } from './phone';
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

/** Types `text` at the caret marked '|' in `field` and answers the masked field with its caret marked '|'. */
function typeAt(field: string, text: string): string {
  const caret = field.indexOf('|');
  const typed = field.slice(0, caret) + text + field.slice(caret + 1);
  const { value, caret: at } = maskPhoneAt(typed, caret + text.length);
  return `${value.slice(0, at)}|${value.slice(at)}`;
}

/** Backspace at the caret marked '|'. */
function backspaceAt(field: string): string {
  const caret = field.indexOf('|');
  const typed = field.slice(0, caret - 1) + field.slice(caret + 1);
  const { value, caret: at } = maskPhoneAt(typed, caret - 1);
  return `${value.slice(0, at)}|${value.slice(at)}`;
}

describe('maskPhoneAt: the caret stays where the person types', () => {
  it('keeps the caret after a digit typed in the middle of the number', () => {
    expect(typeAt('+373 (69|1) 234-5', '8')).toBe('+373 (698|) 123-45');
    expect(typeAt('+373 (691) 2|34-5', '7')).toBe('+373 (691) 27|3-45');
  });

  it('keeps the caret where a digit was deleted, stepping over the separators', () => {
    expect(backspaceAt('+373 (691) 23|4-56')).toBe('+373 (691) 2|45-6');
    expect(backspaceAt('+373 (691) 2|34-56')).toBe('+373 (691|) 345-6');
  });

  it('leaves the caret at the end while the number is typed from start to end', () => {
    expect(typeAt('+373 (69|', '1')).toBe('+373 (691|');
    expect(typeAt('+373 (691|', '2')).toBe('+373 (691) 2|');
    expect(typeAt('|', '069')).toBe('+373 (69|');
  });

  it('counts only the digits the mask keeps (a trunk 0 typed in front)', () => {
    expect(typeAt('|69123456', '0')).toBe('|+373 (691) 234-56');
  });

  it('never puts the caret outside the value', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), fc.nat(24), (typed, at) => {
        const { value, caret } = maskPhoneAt(typed, Math.min(at, typed.length));
        expect(caret).toBeGreaterThanOrEqual(0);
        expect(caret).toBeLessThanOrEqual(value.length);
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
