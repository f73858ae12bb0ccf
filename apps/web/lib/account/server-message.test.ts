import { describe, expect, it } from 'vitest';
import { firstMessageOfLastField, lastValueMessage, refusesField } from './server-message';

describe('lastValueMessage (docs/product.md §8 login failure)', () => {
  it('shows the detail of a 401 or 429', () => {
    expect(lastValueMessage({ detail: 'Nu există un cont activ cu aceste date.' })).toBe(
      'Nu există un cont activ cu aceste date.',
    );
    expect(lastValueMessage({ detail: 'Prea multe încercări.', code: '' })).toBe('Prea multe încercări.');
  });

  it('shows the messages of the last field of a 400', () => {
    expect(
      lastValueMessage({ email: ['Introduceți o adresă validă'], password: ['Obligatoriu', 'Prea scurtă'] }),
    ).toBe('Obligatoriu Prea scurtă');
  });

  it('skips trailing entries that say nothing', () => {
    expect(lastValueMessage({ email: ['E-mail greșit'], password: [], code: null })).toBe('E-mail greșit');
  });

  it('reads a bare string or list body', () => {
    expect(lastValueMessage('Bad Gateway')).toBe('Bad Gateway');
    expect(lastValueMessage(['Eroare'])).toBe('Eroare');
  });

  it('is null when the body says nothing', () => {
    for (const body of [null, undefined, {}, '', '  ', 42, { detail: '' }, []])
      expect(lastValueMessage(body)).toBeNull();
  });
});

describe('firstMessageOfLastField (docs/product.md §8 registration failure)', () => {
  it('takes the first message of the last field', () => {
    expect(
      firstMessageOfLastField({
        email: ['Există deja un cont cu această adresă.'],
        password: ['Parola este prea des folosită.', 'A doua'],
      }),
    ).toBe('Parola este prea des folosită.');
  });

  it('reads detail bodies and nested messages', () => {
    expect(firstMessageOfLastField({ detail: 'Prea multe încercări.' })).toBe('Prea multe încercări.');
    expect(firstMessageOfLastField({ address: { city: ['Alegeți orașul'] } })).toBe('Alegeți orașul');
  });

  it('is null when the body says nothing', () => {
    expect(firstMessageOfLastField(null)).toBeNull();
    expect(firstMessageOfLastField({ email: [] })).toBeNull();
  });
});

describe('refusesField', () => {
  it('tells whether a field has a message', () => {
    expect(refusesField({ token: ['Linkul nu este valid'] }, 'token')).toBe(true);
    expect(refusesField({ new_password: ['Prea scurtă'] }, 'token')).toBe(false);
    expect(refusesField(null, 'token')).toBe(false);
    expect(refusesField({ token: [] }, 'token')).toBe(false);
  });
});
