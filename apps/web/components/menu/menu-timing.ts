import { BREAKPOINT_MENU, MENU_CLOSE_DELAY_MS, MENU_REOPEN_LOCK_MS } from '@/components/ui-constants';

// The desktop mega-menu as a pure state machine, so its timing rules (docs/product.md §4 Menu) are testable
// without a browser: the component only feeds it events with the current time and arms one timer
// for `closeAt`.

export interface MenuState {
  /** id of the open top-level item, or null. */
  openId: number | null;
  /** time at which a pending hover-leave closes the menu, or null. */
  closeAt: number | null;
  /** hovering does not open a menu before this time (set after a link is chosen). */
  lockedUntil: number;
}

export type MenuEvent =
  | { type: 'hover'; id: number; now: number }
  | { type: 'leave'; now: number; viewportWidth: number }
  | { type: 'timer'; now: number }
  | { type: 'toggle'; id: number }
  | { type: 'open'; id: number }
  | { type: 'choose'; now: number }
  | { type: 'close' };

export const initialMenuState: MenuState = { openId: null, closeAt: null, lockedUntil: 0 };

export function menuReducer(state: MenuState, event: MenuEvent): MenuState {
  switch (event.type) {
    case 'hover':
      if (state.openId === event.id) return state.closeAt === null ? state : { ...state, closeAt: null };
      // A link was just chosen: the pointer still rests on the menu, do not pop another one open.
      if (event.now < state.lockedUntil) return state;
      return { ...state, openId: event.id, closeAt: null };
    case 'leave':
      // Below 1200 px there is no hover: a menu opened by tap stays until closed explicitly.
      if (state.openId === null || event.viewportWidth < BREAKPOINT_MENU) return state;
      return { ...state, closeAt: event.now + MENU_CLOSE_DELAY_MS };
    case 'timer':
      if (state.closeAt === null || event.now < state.closeAt) return state;
      return { ...state, openId: null, closeAt: null };
    case 'toggle':
      // Click, Enter or Space: an explicit wish, honoured even during the lock.
      return { ...state, openId: state.openId === event.id ? null : event.id, closeAt: null };
    case 'open':
      return { ...state, openId: event.id, closeAt: null };
    case 'choose':
      return { openId: null, closeAt: null, lockedUntil: event.now + MENU_REOPEN_LOCK_MS };
    case 'close':
      if (state.openId === null && state.closeAt === null) return state;
      return { ...state, openId: null, closeAt: null };
  }
}
