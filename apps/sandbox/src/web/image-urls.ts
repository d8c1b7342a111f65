import type { Config } from '../config.js';

/** Where the browser loads the uploaded images and app icons (served by web/images.ts). */
export function imageUrl(_config: Config, kind: 'rightLogo' | 'loginImage', id: string): string {
  return kind === 'rightLogo'
    ? `/portal/company-logo?logo=${encodeURIComponent(id)}`
    : `/portal/login-image?image=${encodeURIComponent(id)}`;
}

export const appIconUrl = (iconUrl: string) => `/portal/app-icon?icon=${encodeURIComponent(iconUrl)}`;
