import { loginRequest } from '@vitrina/contract';
import { callbackRules, formMessages } from '@vitrina/forms';
import { getMessages } from '@vitrina/locale';
import { describe, expect, it } from 'vitest';
import { actionLocale, checkedInput } from './action-reply';

describe('checkedInput', () => {
  it('passes what the rules accept, as they give it back', () => {
    expect(checkedInput(callbackRules, { phone: ' +373 (691) 234-58 ' }, 'ro')).toEqual({
      ok: true,
      data: { phone: '+373 (691) 234-58' },
    });
  });

  it('answers a refusal as the API would: 400, each field’s message in the page’s language', () => {
    expect(checkedInput(callbackRules, { phone: '+373 (666) 666-66' }, 'ru')).toEqual({
      ok: false,
      reply: { status: 400, body: { phone: [formMessages.ru.invalidPhone] } },
    });
  });

  it('names the field of a shape refusal (zod’s own words are English) without saying more', () => {
    expect(checkedInput(loginRequest, { email: 'ana@mail.md', password: 7 }, 'ro')).toEqual({
      ok: false,
      reply: { status: 400, body: { password: [getMessages('ro').configurator.requests.invalidField] } },
    });
  });
});

describe('actionLocale', () => {
  it('is the page’s language, or the default one for anything a page could not have sent', () => {
    expect(actionLocale('ru')).toBe('ru');
    expect(actionLocale('en')).toBe('ro');
    expect(actionLocale({ toString: () => 'ru' })).toBe('ro');
  });
});
