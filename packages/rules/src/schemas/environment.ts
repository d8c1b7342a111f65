import { boolean, object, string } from 'yup';
import { ENVIRONMENT_NAME_PATTERN, MAX_LENGTH, RESERVED_ENVIRONMENT_NAMES } from '../constants';
import { validationMessages } from '../messages';
import { isHttpUrl } from '../text';
import { nameField, nameMessages } from './name-field';

const m = validationMessages.environment;

export interface EnvironmentSchemaOptions {
  /** Names of the existing environments; compared trimmed and case-insensitively. */
  existingNames?: readonly string[];
  /** When editing: the environment's current name, which it may keep. */
  currentName?: string;
  /** Defaults to RESERVED_ENVIRONMENT_NAMES (ROOT and NamedUsers, any case). */
  reservedNames?: readonly string[];
}

export interface EnvironmentFormValues {
  name: string;
  description?: string;
  samlMetadataUrl?: string;
  isDefault?: boolean;
}

/** Create/edit environment. The linked (SAML metadata) URL is optional but must be an http(s) URL when given. */
export const createEnvironmentSchema = ({
  existingNames = [],
  currentName,
  reservedNames = RESERVED_ENVIRONMENT_NAMES,
}: EnvironmentSchemaOptions = {}) => {
  const limits = { maxLength: MAX_LENGTH.environmentName, pattern: ENVIRONMENT_NAME_PATTERN, reserved: reservedNames };
  return object({
    name: nameField({ ...limits, existingNames, currentName, messages: nameMessages(m) }),
    description: string().trim().max(MAX_LENGTH.environmentDescription, m.descriptionTooLong),
    samlMetadataUrl: string()
      .trim()
      .test('url', m.invalidUrl, (v) => !v || isHttpUrl(v)),
    isDefault: boolean(),
  });
};

/** The values as they are sent: text fields trimmed. */
export const trimEnvironmentValues = <T extends EnvironmentFormValues>(values: T): T => ({
  ...values,
  name: values.name.trim(),
  ...(values.description != null && { description: values.description.trim() }),
  ...(values.samlMetadataUrl != null && { samlMetadataUrl: values.samlMetadataUrl.trim() }),
});
