import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe("the browser's address", () => {
  it('is the address next start or the nearest proxy wrote: the last of X-Forwarded-For', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1, 198.51.100.2')).toBe('198.51.100.2');
    expect(clientAddress('::1')).toBe('::1');
    expect(clientAddress('2001:db8::5')).toBe('2001:db8::5');
    expect(clientAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('is unknown when the header is missing or is not an address', () => {
    for (const value of [null, undefined, '', 'unknown', '1.2.3.4, evil', '999.1.1.1', '1.2.3.4\r\nX: y']) {
      expect(clientAddress(value), String(value)).toBeNull();
    }
  });
});
