import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { usePersistentState } from './use-persistent-state';

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

/** MUI theme with light, dark and system modes; the choice is remembered in local storage. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = usePersistentState<ThemeChoice>(THEME_STORAGE_KEY, 'system');
  const systemDark = useSystemPrefersDark();
  const mode = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  const theme = useMemo(
    () =>
      createTheme({
        palette: { mode, primary: { main: mode === 'dark' ? '#7cb4ff' : '#0b5cad' } },
        shape: { borderRadius: 6 },
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
