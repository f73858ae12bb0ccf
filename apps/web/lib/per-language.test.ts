import { describe, expect, it, vi } from 'vitest';
import { perLanguage } from './per-language';

describe('perLanguage', () => {
  it("imports only the asked language's value, once, and answers with the same promise", async () => {
    const ro = vi.fn(async () => 'salut');
    const ru = vi.fn(async () => 'привет');
    const load = perLanguage({ ro, ru });
    const first = load('ro');
    expect(load('ro')).toBe(first);
    expect(await first).toBe('salut');
    expect(ro).toHaveBeenCalledTimes(1);
    expect(ru).not.toHaveBeenCalled();
    expect(await load('ru')).toBe('привет');
  });
});
