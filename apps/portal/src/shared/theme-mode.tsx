import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import createTheme, { type ThemeOptions } from '@mui/material/styles/createThemeNoVars';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import { usePersistentState } from './hooks/use-persistent-state';

export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'themeMode';

interface ThemeModeValue {
  choice: ThemeChoice;
  /** The mode in effect: the choice, or the system's preference for 'system'. */
  mode: 'light' | 'dark';
  setChoice: (choice: ThemeChoice) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function useSystemPrefersDark(): boolean {
  const [dark, setDark] = useState(() => window.matchMedia(DARK_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

/**
 * Dialogs fill the screen of a phone (below 600 px) instead of sitting in it with margins; tables
 * scroll inside their own box, and shadows at its edges show that more columns are there.
 */
const PHONE_FRIENDLY: ThemeOptions['components'] = {
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({
        [theme.breakpoints.down('sm')]: {
          margin: 0,
          width: '100%',
          maxWidth: '100%',
          height: '100%',
          maxHeight: '100%',
          borderRadius: 0,
        },
      }),
    },
  },
  MuiTableContainer: {
    styleOverrides: {
      root: ({ theme }) => {
        const bg = theme.palette.background.paper;
        const shade = theme.palette.mode === 'dark' ? 'rgba(255,255,255,.25)' : 'rgba(0,0,0,.25)';
        return {
          overflowX: 'auto',
          // Covers (scrolling with the content) hide the edge shadows (fixed to the box) at either end.
          background: [
            `linear-gradient(to right, ${bg} 30%, transparent) left center / 40px 100% no-repeat local`,
            `linear-gradient(to left, ${bg} 30%, transparent) right center / 40px 100% no-repeat local`,
            `radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left center / 14px 100% no-repeat scroll`,
            `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right center / 14px 100% no-repeat scroll`,
          ].join(', '),
        };
      },
    },
  },
};

/**
 * MUI theme with light, dark and system modes; the choice is remembered in local storage. The theme
 * has no CSS variables, so it is built and provided by MUI's no-variables parts (what createTheme
 * and ThemeProvider hand such a theme to, with `vars: null` as ThemeProvider sets it): the
 * CSS-variables builder and provider they also carry stay out of the first chunk.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = usePersistentState<ThemeChoice>(THEME_STORAGE_KEY, 'system');
  const systemDark = useSystemPrefersDark();
  const mode = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  const theme = useMemo(
    () => ({
      ...createTheme({
        palette: { mode, primary: { main: mode === 'dark' ? '#7cb4ff' : '#0b5cad' } },
        shape: { borderRadius: 6 },
        components: PHONE_FRIENDLY,
        // Someone whose system asks for reduced motion gets menus, dialogs and panels that appear
        // at once instead of growing, fading or sliding in.
        motion: { reducedMotion: 'system' },
      }),
      vars: null,
    }),
    [mode],
  );
  const value = useMemo(() => ({ choice, mode, setChoice }), [choice, mode, setChoice]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
