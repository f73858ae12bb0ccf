import * as argon2 from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dummyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords';

// Spied on, not replaced: the real argon2 runs, and the tests see what it was asked to verify.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

const verify = vi.mocked(argon2.verify);

describe('passwords', () => {
  beforeEach(() => {
    verify.mockClear();
  });

  it('hashes with argon2id and the OWASP parameters, salted, and verifies', async () => {
    const hash = await hashPassword('Fereastra-Verde-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('Fereastra-Verde-42')).not.toBe(hash);
    expect(await verifyPassword(hash, 'Fereastra-Verde-42')).toBe(true);
    expect(await verifyPassword(hash, 'fereastra-verde-42')).toBe(false);
  });

  it('verifies no account against the dummy hash, made once, and answers false', async () => {
    const dummy = await dummyHash();
    expect(dummy).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await dummyHash()).toBe(dummy);
    // A wrong password and no account at all each cost one argon2 verification with the same parameters.
    expect(await verifyPassword(null, 'whatever-is-typed')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenLastCalledWith(dummy, 'whatever-is-typed');
    const real = await hashPassword('Fereastra-Verde-42');
    expect(await verifyPassword(real, 'whatever-is-typed')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('is false for a stored value that is not a PHC string, rather than throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword('', 'anything')).toBe(false);
  });

  it('knows the most common passwords in any case, and not the comment lines', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('parola123')).toBe(true);
    expect(isCommonPassword('Fereastra-Verde-42')).toBe(false);
    expect(isCommonPassword('# The most common passwords of 8 to 64 characters')).toBe(false);
  });
});
