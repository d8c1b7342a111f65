import { useBranding } from '../api/customization';
import { productLogo } from '../branding';
import { useThemeMode } from '../theme-mode';

/**
 * The product logo of the customization's profile, drawn for the theme's background, or for a dark one
 * when `onDark` (over a dark overlay).
 */
export function useProductLogo(onDark = false): string {
  const { mode } = useThemeMode();
  const { branding } = useBranding();
  return productLogo(branding.profileName, onDark ? 'dark' : mode);
}
