'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  type Dispatch,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { initialMenuState, type MenuEvent, type MenuState, menuReducer } from './menu-timing';

// The header's menu state, shared by the small islands of a server-rendered menu: the navigation's items
// (which one is open), the slide-in drawer below 1200 px (open or not), and the drawer's own buttons. It
// holds no menu data: the markup comes from the server.

interface MenuContextValue {
  state: MenuState;
  dispatch: Dispatch<MenuEvent>;
  drawerOpen: boolean;
  openDrawer: () => void;
  /** Closes the drawer and whatever category it showed. */
  closeDrawer: () => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

// The post-choice lock outlives the page: choosing a link may load a whole new document (an error or
// not-found page), and the pointer is still resting on the menu when it appears.
const LOCK_KEY = 'vitrina:menu-locked-until';

function storedLock(): number {
  try {
    return Number(sessionStorage.getItem(LOCK_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function storeLock(until: number) {
  try {
    sessionStorage.setItem(LOCK_KEY, String(until));
  } catch {
    // Storage blocked: the lock then lasts as long as this page.
  }
}

export function MenuProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(menuReducer, initialMenuState, (initial) =>
    typeof window === 'undefined' ? initial : { ...initial, lockedUntil: storedLock() },
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only
  useEffect(() => {
    dispatch({ type: 'close' });
    setDrawerOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (state.closeAt === null) return;
    const timer = setTimeout(() => dispatch({ type: 'timer', now: Date.now() }), state.closeAt - Date.now());
    return () => clearTimeout(timer);
  }, [state.closeAt]);

  const value = useMemo<MenuContextValue>(
    () => ({
      state,
      dispatch,
      drawerOpen,
      openDrawer: () => setDrawerOpen(true),
      closeDrawer: () => {
        setDrawerOpen(false);
        dispatch({ type: 'close' });
      },
    }),
    [state, drawerOpen],
  );
  return <MenuContext value={value}>{children}</MenuContext>;
}

export function useMenu(): MenuContextValue {
  const value = useContext(MenuContext);
  if (value === null) throw new Error('useMenu outside MenuProvider');
  return value;
}
