import { describe, expect, it } from 'vitest';
import { formMessages, isFormMessageKey } from './messages';
import { clientName } from './schemas';

describe('clientName', () => {
  it('keeps a trimmed name', () => {
    expect(clientName.parse('  Ion Popescu ')).toBe('Ion Popescu');
    expect(clientName.parse('Анна')).toBe('Анна');
  });

  it('refuses an empty or blank name as required, and a very long one', () => {
    expect(clientName.safeParse('').error?.issues[0]?.message).toBe('required');
    expect(clientName.safeParse('   ').error?.issues[0]?.message).toBe('required');
    expect(clientName.safeParse(undefined).error?.issues[0]?.message).toBe('required');
    expect(clientName.safeParse('a'.repeat(101)).error?.issues[0]?.message).toBe('nameTooLong');
  });
});

describe('formMessages', () => {
  it('says every message in ro and ru, the required one as docs/product.md §5 words it', () => {
    expect(formMessages.ro.required).toBe('Acest câmp este obligatoriu');
    expect(formMessages.ru.required).toBe('Это поле обязательное');
    for (const key of Object.keys(formMessages.ro)) {
      expect(isFormMessageKey(key)).toBe(true);
      expect(formMessages.ru[key as keyof typeof formMessages.ru]).not.toBe('');
    }
    expect(isFormMessageKey('Invalid input')).toBe(false);
  });
});
