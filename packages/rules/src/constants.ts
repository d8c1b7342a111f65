/** The limits and fixed values that browser and server both apply. */

export const PORTAL_MODE_HEADER = 'X-Account-Portal-Mode';
export const BASE_PATH_HEADER = 'X-Base-Path';

export const FILE_SIZE_UNIT = 1024;
/** 128 MB. */
export const REQUEST_DATA_MAX_BYTES = 134217728;

export const MAX_LENGTH = {
  appVersion: 25,
  appDescription: 255,
  categoryName: 40,
  username: 25,
  fullName: 40,
  environmentName: 40,
  environmentDescription: 255,
  groupName: 40,
  apiKeyName: 25,
} as const;

export const PASSWORD_MIN_LENGTH = 12;
/** At least 12 characters with a lower case letter, an upper case letter, a digit and a special character. */
export const PASSWORD_REGEX = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*(),.?":{}|<>]).{12,}$/;

export const API_KEY_EXPIRY = {
  maxYearsAhead: 1,
  defaultYearsAhead: 1,
  format: 'YYYY-MM-DD',
} as const;
export const ISO_DATE_REGEX = /^\d{4}-\d{2}-\d{2}$/;

export const MFA_CODE_MIN = 0;
export const MFA_CODE_MAX = 2147483647;

/** The longest job retention time, in days (100 years); the contract declares it as the field's maximum. */
export const JOB_RETENTION_MAX_DAYS = 36500;

/** publishBehavior: 0 a new publish, 1 an update keeping the existing version, 2 an update overwriting it. */
export const PUBLISH_BEHAVIOR = { newPublish: 0, keepExisting: 1, overwrite: 2 } as const;

/** max_users of the per-environment everyone group: unlimited. */
export const EVERYONE_GROUP_MAX_USERS = -1;
/** Local id (16 bits, all set) of the everyone group; it doubles as the environment's entity id (see group-id.ts). */
export const ENVIRONMENT_LOCAL_ID = 65535;

export const ROOT_ENVIRONMENT_NAME = 'ROOT';
export const NAMED_USERS_ENVIRONMENT_NAME = 'NamedUsers';
export const EVERYONE_GROUP_NAME = 'everyone';
export const OTHER_CATEGORY = 'Other';
export const RESERVED_USERNAME = 'admin';
export const RESERVED_GROUP_NAME = 'admin';
/** Compared trimmed and case-insensitively. */
export const RESERVED_ENVIRONMENT_NAMES = [ROOT_ENVIRONMENT_NAME, NAMED_USERS_ENVIRONMENT_NAME] as const;

export const APP_NAME_FORBIDDEN_CHARACTERS = '/\\*:<>?"|@;,\'!^#$%+';
export const GROUP_NAME_PATTERN = /^[\w -]+$/;
/** @alias Environment names follow the rule of group names. */
export const ENVIRONMENT_NAME_PATTERN = GROUP_NAME_PATTERN;

export const AIMMSPACK_EXTENSION = '.aimmspack';
export const ICON_EXTENSIONS = ['jpg', 'jpeg', 'jfif', 'gif', 'png'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const ICON_STORAGE_PATH = 'PublicData/AppIcon';

export const LOGIN_IMAGE_LIMITS = { minWidth: 640, maxWidth: 2500, minHeight: 800, maxHeight: 2500 } as const;
export const LOGO_LIMITS = { minWidth: 10, maxWidth: 120, minHeight: 10, maxHeight: 80 } as const;

export const DELETED_MARKER = '<deleted>';

/** Adding a user to a group that already holds them: ignored silently. */
export const IGNORED_ADD_USER_ERROR_CODE = 10303;

/** A current password that is not the user's own (verify-password, change-password): the form shows it on the field. */
export const WRONG_PASSWORD_ERROR_CODE = 10109;

export const PRODUCT_VERSION_HIDDEN_MARKERS = ['x86', 'integration_test', 'internal'] as const;
