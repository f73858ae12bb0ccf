import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  loginProblems,
  newPasswordProblems,
  profileProblems,
  registrationProblems,
  zipCodeProblem,
} from './account';
import { formMessages } from './messages';
import { hasNoProblems } from './problems';
import { addressRules, loginRules, profileRules, registrationRules } from './schemas';

const registration = {
  first_name: 'Ana',
  last_name: 'Rusu',
  email: 'ana.rusu@mail.md',
  phone: '+373 (691) 234-56',
  password: 'ferestre-albe-2026',
  re_password: 'ferestre-albe-2026',
  terms: true,
};

const address = {
  first_name: 'Ana',
  last_name: 'Rusu',
  company: '',
  country: 'MD',
  city: 'balti',
  street: 'str. Independenței',
  house: '12',
  apartment: '4',
  zip_code: 'MD-3100',
  phone: '+373 (691) 234-56',
  extra_contact: '',
};

describe('loginProblems (docs/product.md §5 Login)', () => {
  it('requires a valid e-mail and a password', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(loginProblems({ email: 'ana@', password: 'x' })).toEqual({
      email: 'invalidEmail',
      password: null,
    });
    expect(hasNoProblems(loginProblems({ email: 'ana@mail.md', password: 'x' }))).toBe(true);
  });
});

describe('registrationProblems (docs/product.md §5 Registration and order account)', () => {
  it('accepts a complete registration', () => {
    expect(hasNoProblems(registrationProblems(registration))).toBe(true);
  });

  it('requires both names, a ticked terms box and a masked phone', () => {
    const problems = registrationProblems({
      ...registration,
      first_name: ' ',
      last_name: '',
      terms: false,
      phone: '+373 (691) 234-5',
    });
    expect(problems).toMatchObject({
      first_name: 'required',
      last_name: 'required',
      terms: 'termsRequired',
      phone: 'invalidPhone',
    });
  });

  it('takes e-mails of 6 and 64 characters, refuses 5 and 65', () => {
    const emailOf = (length: number) => `${'a'.repeat(length - 7)}@ab.com`;
    expect(emailOf(64)).toHaveLength(64);
    expect(registrationProblems({ ...registration, email: 'a@b.m' }).email).toBe('emailTooShort');
    expect(registrationProblems({ ...registration, email: 'a@b.md' }).email).toBeNull();
    expect(registrationProblems({ ...registration, email: emailOf(64) }).email).toBeNull();
    expect(registrationProblems({ ...registration, email: emailOf(65) }).email).toBe('emailTooLong');
  });

  it('needs the repeat to equal the password', () => {
    expect(registrationProblems({ ...registration, re_password: 'something-else' }).re_password).toBe(
      'passwordsDontMatch',
    );
  });
});

describe('newPasswordProblems', () => {
  it('checks the new password and its repeat', () => {
    expect(newPasswordProblems({ new_password: 'short', re_new_password: 'short' })).toEqual({
      new_password: 'passwordTooShort',
      re_new_password: 'passwordTooShort',
    });
    expect(
      hasNoProblems(newPasswordProblems({ new_password: 'long-enough', re_new_password: 'long-enough' })),
    ).toBe(true);
  });
});

describe('profileProblems', () => {
  it('takes no gender or one of the two, nothing else', () => {
    const profile = { first_name: 'Ana', last_name: 'Rusu', email: 'ana@mail.md', phone: registration.phone };
    expect(profileProblems({ ...profile, gender: '' }).gender).toBeNull();
    expect(profileProblems({ ...profile, gender: 'female' }).gender).toBeNull();
    expect(profileProblems({ ...profile, gender: 'other' as 'male' }).gender).toBe('invalidChoice');
  });
});

describe('addressProblems (docs/product.md §3 Address)', () => {
  it('accepts an address with its optional lines empty', () => {
    expect(hasNoProblems(addressProblems(address))).toBe(true);
  });

  it('requires a delivery city, Moldova and the street, house and apartment', () => {
    expect(
      addressProblems({ ...address, city: 'paris', country: 'FR', street: '', house: ' ', apartment: '' }),
    ).toMatchObject({
      city: 'unknownCity',
      country: 'selectRequired',
      street: 'required',
      house: 'required',
      apartment: 'required',
    });
  });

  it('bounds the optional lines', () => {
    expect(addressProblems({ ...address, company: 'x'.repeat(121) }).company).toBe('tooLong');
    expect(addressProblems({ ...address, extra_contact: 'x'.repeat(120) }).extra_contact).toBeNull();
  });

  it('knows a Moldovan postal code', () => {
    for (const zip of ['MD-2001', 'md2001', '2001']) expect(zipCodeProblem(zip)).toBeNull();
    for (const zip of ['20010', 'MD-20', 'RO-2001']) expect(zipCodeProblem(zip)).toBe('invalidZip');
    expect(zipCodeProblem(' ')).toBe('required');
  });
});

describe('the schemas the API runs', () => {
  it('give the same problems, on the field, as message keys', () => {
    const result = registrationRules.safeParse({ ...registration, password: 'short', re_password: 'short' });
    expect(result.success).toBe(false);
    const issues = result.success
      ? []
      : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['password', 'passwordTooShort'],
      ['re_password', 'passwordTooShort'],
    ]);
    for (const [, key] of issues) expect(formMessages.ro).toHaveProperty(key as string);
  });

  it('trim what they keep and never a password', () => {
    const result = registrationRules.parse({
      ...registration,
      first_name: '  Ana ',
      email: ' ana.rusu@mail.md ',
      password: '  spaced password  ',
      re_password: '  spaced password  ',
    });
    expect(result).toMatchObject({
      firstName: 'Ana',
      email: 'ana.rusu@mail.md',
      password: '  spaced password  ',
    });
    expect(loginRules.parse({ email: ' ana@mail.md ', password: ' p ' })).toEqual({
      email: 'ana@mail.md',
      password: ' p ',
    });
  });

  it('refuse a body whose fields are not text, and huge text, as field problems', () => {
    const result = loginRules.safeParse({ email: 42, password: 'x'.repeat(1001) });
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(['email', 'password']);
  });

  it('upper-case the postal code and default the country', () => {
    const { country: _country, ...withoutCountry } = address;
    expect(addressRules.parse({ ...withoutCountry, zip_code: 'md-3100' })).toMatchObject({
      country: 'MD',
      zipCode: 'MD-3100',
      city: 'balti',
    });
  });

  it('keep an unsaid gender as null', () => {
    const profile = { first_name: 'Ana', last_name: 'Rusu', email: 'ana@mail.md', phone: registration.phone };
    expect(profileRules.parse({ ...profile, gender: '' }).gender).toBeNull();
    expect(profileRules.parse(profile).gender).toBeNull();
    expect(profileRules.parse({ ...profile, gender: 'male' }).gender).toBe('male');
  });
});

describe('characters nobody types', () => {
  it('are refused in names, e-mails and address lines, which a database could not even store', () => {
    expect(
      registrationProblems({ ...registration, first_name: 'An\u0000a', email: 'ana\u0000@mail.md' }),
    ).toMatchObject({ first_name: 'invalidText', email: 'invalidEmail' });
    expect(addressProblems({ ...address, street: 'str.\u0007', company: 'SRL\u001b' })).toMatchObject({
      street: 'invalidText',
      company: 'invalidText',
    });
  });
});
