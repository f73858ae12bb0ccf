import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload';

describe('chunk-load failure detection', () => {
  it('recognises webpack and native dynamic-import failures', () => {
    const webpack = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(webpack)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError('ChunkLoadError: Loading chunk 7 failed.')).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ status: 500 })).toBe(false);
  });
});

describe('chunk reload guard', () => {
  it('reloads the first time', () => {
    expect(shouldReloadAfterChunkError(null, 1_000_000)).toBe(true);
  });

  it('does not reload again within 60 s', () => {
    expect(shouldReloadAfterChunkError('1000000', 1_000_000 + 59_999)).toBe(false);
  });

  it('reloads again once 60 s have passed', () => {
    expect(shouldReloadAfterChunkError('1000000', 1_000_000 + 60_000)).toBe(true);
  });

  it('treats a garbled or future timestamp as no reload', () => {
    expect(shouldReloadAfterChunkError('soon', 5)).toBe(true);
    expect(shouldReloadAfterChunkError('9999999999999', 5)).toBe(true);
  });
});
