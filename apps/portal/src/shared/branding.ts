import defaultLight from '../assets/logo-default-light.svg';
import defaultDark from '../assets/logo-default-dark.svg';
import navigatorLight from '../assets/logo-sc-navigator-light.svg';
import navigatorDark from '../assets/logo-sc-navigator-dark.svg';
import loginBackground from '../assets/login-background.svg';
import { API_BASE_URL } from './paths';

const PRODUCT_LOGOS: Record<string, { light: string; dark: string }> = {
  default: { light: defaultLight, dark: defaultDark },
  sc_navigator: { light: navigatorLight, dark: navigatorDark },
};

/** The product logo for a customization profile (unknown profiles use the default) and theme mode. */
export function productLogo(profileName: string | null | undefined, mode: 'light' | 'dark'): string {
  return (PRODUCT_LOGOS[profileName ?? 'default'] ?? PRODUCT_LOGOS.default)[mode];
}

/** The company logo image. */
export const companyLogoUrl = (logoId: string | number) =>
  `${API_BASE_URL}/portal/company-logo?logo=${encodeURIComponent(String(logoId))}`;

/** The custom login image. */
export const loginImageUrl = (imageId: string | number) =>
  `${API_BASE_URL}/portal/login-image?image=${encodeURIComponent(String(imageId))}`;

/** The login background shipped with the portal. */
export const DEFAULT_LOGIN_IMAGE = loginBackground;

/** The years of the footer's copyright line. */
export const COPYRIGHT_YEARS = { from: 2010, to: 2025 } as const;

/** Links of the footer. */
export const FOOTER_LINKS = {
  privacyStatement: 'https://www.aimms.com/privacy-statement/',
  responsibleDisclosure: 'https://www.aimms.com/responsible-disclosure-policy/',
} as const;

/** The login page's headline and subtitle. */
export const LOGIN_TEXTS = {
  headline: 'Experience the power of optimization',
  subtitle: 'Launch your applications straight from the browser and see which ones are available to you.',
} as const;
