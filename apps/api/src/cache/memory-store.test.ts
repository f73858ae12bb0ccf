import { describe, expect, it } from 'vitest';
import { memoryStore } from './memory-store';

describe('memoryStore', () => {
  it('answers a stored value until its time runs out', async () => {
    let now = 1_000;
    const store = memoryStore(10, () => now);
    await store.set('menu:ro', Buffer.from('[1]'), 30);
    expect(String(await store.get('menu:ro'))).toBe('[1]');
    now += 29_999;
    expect(String(await store.get('menu:ro'))).toBe('[1]');
    now += 1;
    expect(await store.get('menu:ro')).toBeUndefined();
  });

  it('forgets the oldest entry when full', async () => {
    const store = memoryStore(2);
    await store.set('a', Buffer.from('1'), 60);
    await store.set('b', Buffer.from('2'), 60);
    await store.set('c', Buffer.from('3'), 60);
    expect(await store.get('a')).toBeUndefined();
    expect(String(await store.get('b'))).toBe('2');
    expect(String(await store.get('c'))).toBe('3');
  });

  it('clears everything', async () => {
    const store = memoryStore();
    await store.set('a', Buffer.from('1'), 60);
    await store.clear();
    expect(await store.get('a')).toBeUndefined();
  });
});
