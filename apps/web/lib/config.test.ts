import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('storefront configuration', () => {
  it('serves a first run on one machine with no variables set', () => {
    expect(readConfig({})).toEqual({
      apiUrl: 'http://127.0.0.1:4000',
      calculatorApiUrl: 'http://127.0.0.1:4000/calculator',
      frontendKey: 'vitrina-storefront',
      publicOrigin: 'http://localhost:3000',
      indexing: false,
      revalidateSecret: undefined,
    });
  });

  it('derives the calculator base from API_URL and drops trailing slashes', () => {
    const config = readConfig({ API_URL: 'https://api.example.md/', PUBLIC_ORIGIN: 'https://example.md/' });
    expect(config.calculatorApiUrl).toBe('https://api.example.md/calculator');
    expect(config.publicOrigin).toBe('https://example.md');
  });

  it('indexes only when INDEXING is exactly true', () => {
    expect(readConfig({ INDEXING: 'true' }).indexing).toBe(true);
    expect(readConfig({ INDEXING: '1' }).indexing).toBe(false);
  });
});
