import { useCustomization } from '../../../shared/api/customization';
import { apiCall } from '../../../shared/api/api-call';
import { useSendAndCache } from '../../../shared/api/use-send-and-cache';
import { queryKeys } from '../../../shared/api/query-keys';

export { useCustomization };

export interface CustomizationChanges {
  contactTitle: string;
  contactDetails: string;
  loginImage?: File;
  rightLogo?: File;
  deleteLoginImage: boolean;
  deleteRightLogo: boolean;
}

/** The call that saves the customization (shown by "Show API call" and sent). */
export const updateCustomizationCall = ({ loginImage, rightLogo, ...metadata }: CustomizationChanges) =>
  apiCall('main', 'customization', 'updateCustomization', {
    metadata: JSON.stringify(metadata),
    loginImage,
    rightLogo,
  });

const asSaved = <T>(saved: T) => saved;

/** Saves contact block and images (multipart: metadata, loginImage, rightLogo); the shell's branding follows. */
export const useUpdateCustomization = () => useSendAndCache(updateCustomizationCall, queryKeys.customization, asSaved);
