import { describe, expect, it } from 'vitest';
import { initialMenuState, type MenuEvent, type MenuState, menuReducer } from './menu-timing';

const run = (events: MenuEvent[], from: MenuState = initialMenuState) => events.reduce(menuReducer, from);

describe('mega-menu timing', () => {
  it('opens the hovered item', () => {
    expect(run([{ type: 'hover', id: 1, now: 0 }]).openId).toBe(1);
  });

  it('closes 200 ms after the pointer leaves on a wide screen, not before', () => {
    const left = run([
      { type: 'hover', id: 1, now: 0 },
      { type: 'leave', now: 1000, viewportWidth: 1280 },
    ]);
    expect(left.closeAt).toBe(1200);
    expect(menuReducer(left, { type: 'timer', now: 1199 }).openId).toBe(1);
    expect(menuReducer(left, { type: 'timer', now: 1200 }).openId).toBeNull();
  });

  it('stays open when the pointer comes back within 200 ms', () => {
    const back = run([
      { type: 'hover', id: 1, now: 0 },
      { type: 'leave', now: 1000, viewportWidth: 1280 },
      { type: 'hover', id: 1, now: 1100 },
      { type: 'timer', now: 1300 },
    ]);
    expect(back.openId).toBe(1);
  });

  it('moving to another item switches the menu at once', () => {
    const moved = run([
      { type: 'hover', id: 1, now: 0 },
      { type: 'leave', now: 100, viewportWidth: 1400 },
      { type: 'hover', id: 2, now: 150 },
      { type: 'timer', now: 400 },
    ]);
    expect(moved.openId).toBe(2);
  });

  it('does not close on leave below 1200 px', () => {
    const narrow = run([
      { type: 'toggle', id: 3 },
      { type: 'leave', now: 0, viewportWidth: 1199 },
      { type: 'timer', now: 10_000 },
    ]);
    expect(narrow.openId).toBe(3);
  });

  it('choosing a link closes the menu and hover cannot reopen it for 3000 ms', () => {
    const chosen = run([
      { type: 'hover', id: 1, now: 0 },
      { type: 'choose', now: 500 },
    ]);
    expect(chosen.openId).toBeNull();
    expect(menuReducer(chosen, { type: 'hover', id: 1, now: 3499 }).openId).toBeNull();
    expect(menuReducer(chosen, { type: 'hover', id: 1, now: 3500 }).openId).toBe(1);
  });

  it('during the lock, returning to a menu opened by keyboard still keeps it open', () => {
    const state = run([
      { type: 'choose', now: 0 },
      { type: 'toggle', id: 4 },
      { type: 'leave', now: 100, viewportWidth: 1300 },
      { type: 'hover', id: 4, now: 150 },
      { type: 'timer', now: 400 },
    ]);
    expect(state.openId).toBe(4);
  });

  it('keyboard toggle works during the lock and closes the same item', () => {
    const chosen = run([{ type: 'choose', now: 0 }]);
    const opened = menuReducer(chosen, { type: 'toggle', id: 2 });
    expect(opened.openId).toBe(2);
    expect(menuReducer(opened, { type: 'toggle', id: 2 }).openId).toBeNull();
  });

  it('Escape closes and cancels a pending close', () => {
    const closed = run([
      { type: 'hover', id: 1, now: 0 },
      { type: 'leave', now: 10, viewportWidth: 1300 },
      { type: 'close' },
    ]);
    expect(closed).toEqual({ openId: null, closeAt: null, lockedUntil: 0 });
  });
});
