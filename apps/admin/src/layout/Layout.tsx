import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/**
 * React-admin lets the page grow as wide as its widest table; on a phone that pushes everything off screen, so
 * the page keeps the screen's width and each table scrolls sideways on its own.
 */
const fitTheScreen = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

/** React-admin's layout (its app bar has the language menu, as there are two languages) with our menu. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={fitTheScreen}>
      {children}
    </RaLayout>
  );
}
