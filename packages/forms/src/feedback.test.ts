import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, cvFileProblem, messageProblem, vacancyNameProblem } from './feedback';
import { callbackRules, contactRules, subscribeRules, vacancyRules } from './schemas';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('vacancyNameProblem (docs/product.md §5: required, at least 6 characters)', () => {
  it('takes 6 characters and refuses 5, a blank name and a huge one', () => {
    expect(vacancyNameProblem('Ion Po')).toBeNull();
    expect(vacancyNameProblem(' Ion P ')).toBe('nameTooShort');
    expect(vacancyNameProblem('  ')).toBe('required');
    expect(vacancyNameProblem('a'.repeat(101))).toBe('nameTooLong');
  });
});

describe('messageProblem', () => {
  it('keeps line breaks, refuses other control characters and more than 2000 characters', () => {
    expect(messageProblem('Bună ziua,\r\nvă rog\tsunați-mă')).toBeNull();
    expect(messageProblem('a\u0000b')).toBe('invalidText');
    expect(messageProblem('a'.repeat(2000))).toBeNull();
    expect(messageProblem('a'.repeat(2001))).toBe('messageTooLong');
    expect(messageProblem('')).toBe('required');
  });
});

describe('cvFileProblem (docs/product.md §5: pdf, doc or docx, at most 15728640 bytes)', () => {
  it('goes by the name and the size', () => {
    expect(cvFileProblem({ name: 'CV.PDF', size: 10 })).toBeNull();
    expect(cvFileProblem({ name: 'cv.docx', size: CV_MAX_BYTES })).toBeNull();
    expect(cvFileProblem({ name: 'cv.doc', size: CV_MAX_BYTES + 1 })).toBe('invalidFile');
    expect(cvFileProblem({ name: 'cv.exe', size: 10 })).toBe('invalidFile');
    expect(cvFileProblem({ name: 'pdf', size: 10 })).toBe('invalidFile');
    expect(cvFileProblem({ name: 'cv.pdf', size: 0 })).toBe('required');
    expect(cvFileProblem(null)).toBe('required');
  });
});

describe('the feedback schemas', () => {
  it('trim what they keep', () => {
    expect(subscribeRules.parse({ email: ' A@Example.md ' })).toEqual({ email: 'A@Example.md' });
    expect(callbackRules.parse({ phone: '+373 (691) 234-56' })).toEqual({ phone: '+373 (691) 234-56' });
    expect(
      contactRules.parse({
        name: ' Ion ',
        phone: '+373 (691) 234-56',
        email: 'ion@mail.md',
        message: ' Salut ',
      }),
    ).toEqual({ name: 'Ion', phone: '+373 (691) 234-56', email: 'ion@mail.md', message: 'Salut' });
  });

  it('name each problem on its field', () => {
    expect(issues(callbackRules.safeParse({ phone: '+373 (666) 666-66' }))).toEqual({
      phone: 'invalidPhone',
    });
    expect(issues(subscribeRules.safeParse({}))).toEqual({ email: 'required' });
    expect(issues(vacancyRules.safeParse({ name: 'Ion', phone: '', email: 'x' }))).toEqual({
      name: 'nameTooShort',
      phone: 'required',
      email: 'emailTooShort',
    });
    expect(
      issues(
        contactRules.safeParse({
          name: 'Ion',
          phone: '+373 (691) 234-56',
          email: 'ion@mail.md',
          message: 'a'.repeat(2001),
        }),
      ),
    ).toEqual({ message: 'messageTooLong' });
  });
});
