/** Customization images and app icons: accepted files and image sizes. */
import { ICON_EXTENSIONS, IMAGE_MIME_TYPES, LOGIN_IMAGE_LIMITS, LOGO_LIMITS } from './constants';
import { fileExtensionOf, type FileInput } from './schemas/files';

export type CustomImageKind = 'loginImage' | 'logo';

export const IMAGE_LIMITS = { loginImage: LOGIN_IMAGE_LIMITS, logo: LOGO_LIMITS } as const;

const KIND_LABEL: Record<CustomImageKind, string> = { loginImage: 'The login image', logo: 'The company logo' };

export const isAcceptedIcon = (file: FileInput): boolean =>
  (ICON_EXTENSIONS as readonly string[]).includes(fileExtensionOf(file));

/** JPEG, PNG or GIF, by MIME type. */
export const isAcceptedImageType = (mimeType: string | null | undefined): boolean =>
  (IMAGE_MIME_TYPES as readonly string[]).includes((mimeType ?? '').toLowerCase());

/** The `accept` attribute of the login image and logo inputs. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
export const ICON_ACCEPT = ICON_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why an image of this size cannot be used, or null when it fits. */
export const imageDimensionError = (kind: CustomImageKind, size: { width: number; height: number }): string | null => {
  const limits = IMAGE_LIMITS[kind];
  if (size.width < limits.minWidth || size.width > limits.maxWidth) {
    return `${KIND_LABEL[kind]} must be ${limits.minWidth} to ${limits.maxWidth} pixels wide.`;
  }
  if (size.height < limits.minHeight || size.height > limits.maxHeight) {
    return `${KIND_LABEL[kind]} must be ${limits.minHeight} to ${limits.maxHeight} pixels high.`;
  }
  return null;
};

export const imageTypeError = (kind: CustomImageKind, mimeType: string | null | undefined): string | null =>
  isAcceptedImageType(mimeType) ? null : `${KIND_LABEL[kind]} must be a JPEG, PNG or GIF image.`;
