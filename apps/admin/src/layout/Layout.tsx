import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Layout as RaLayout, useTranslate } from 'react-admin';
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

/**
 * A spinner is a progress bar to a screen reader, and one without a name says nothing (axe found the one of a
 * field whose choices were loading, issue 17). Every spinner is named "Loading" in the staff's language; the
 * theme itself is made before any language is chosen, so the name is added here, inside react-admin's i18n.
 */
function withNamedSpinners(loading: string) {
  return (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiCircularProgress: {
        ...outer.components?.MuiCircularProgress,
        defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': loading },
      },
    },
  });
}

/** React-admin's layout (its app bar has the language menu, as there are two languages) with our menu. */
export function Layout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <ThemeProvider theme={withNamedSpinners(translate('ra.page.loading'))}>
      <RaLayout appBar={AppBar} menu={Menu} sx={fitTheScreen}>
        {children}
      </RaLayout>
    </ThemeProvider>
  );
}
