import { useMediaQuery, useTheme } from '@mui/material';

/**
 * Whether motion is reduced, as the theme's `motion.reducedMotion` says: always, never, or when the
 * person's system asks for it. MUI applies it to its own transitions only; an animation of ours, or
 * of another library, asks here.
 */
export function useReducedMotion(): boolean {
  const { reducedMotion } = useTheme().motion;
  const systemAsks = useMediaQuery('(prefers-reduced-motion: reduce)');
  return reducedMotion === 'always' || (reducedMotion === 'system' && systemAsks);
}
