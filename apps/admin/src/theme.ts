import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * React-admin's theme in the shop's navy. Its stock app bar colours fail WCAG AA contrast (axe: the title, the
 * language and user buttons) and so do its info and warning chips; this navy holds white text at about 11:1 and reads at 11:1 on white too.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0b3a6b', contrastText: '#ffffff' },
    secondary: { main: '#0b3a6b', contrastText: '#ffffff' },
    // MUI's stock info (#0288d1) and warning (#ed6c02) carry white text below 4.5:1: the stage chips use them.
    info: { main: '#01579b', contrastText: '#ffffff' },
    warning: { main: '#a84a00', contrastText: '#ffffff' },
    success: { main: '#1b5e20', contrastText: '#ffffff' },
    error: { main: '#b71c1c', contrastText: '#ffffff' },
  },
  components: {
    ...defaultTheme.components,
    // A field whose choices are loading is drawn disabled, with its label kept readable (react-admin's own
    // override), but its help greyed out below 4.5:1 (axe, issue 17: it failed a scan taken while the product
    // form's calculators loaded). The spinner already says it is loading: the help keeps its usual colour.
    RaLoadingInput: {
      styleOverrides: {
        root: ({ theme: current }: { theme: Theme }) => ({
          '& .MuiFormHelperText-root.Mui-disabled': { color: current.palette.text.secondary },
        }),
      },
    },
  },
};
