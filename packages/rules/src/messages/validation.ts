import { ICON_EXTENSIONS } from '../constants';

/** '.jpg, .jpeg, .jfif, .gif or .png': how the icon message renders the spec's '...'. */
export const iconExtensionList = (extensions: readonly string[] = ICON_EXTENSIONS): string => {
  const dotted = extensions.map((ext) => `.${ext}`);
  return dotted.length <= 1 ? dotted.join('') : `${dotted.slice(0, -1).join(', ')} or ${dotted[dotted.length - 1]}`;
};

/** Validation messages, per form. */
export const validationMessages = {
  application: {
    nameRequired: 'Application name is required',
    invalidCharacters: (label = 'App name') => `${label} contains invalid characters`,
    mustStartWithLetterOrDigit: (label = 'App name') => `${label} must start with a letter or digit`,
    versionRequired: 'Application version is required',
    versionTooLong: 'Version must be less than 25 characters',
    versionLabel: 'App version',
    versionUnchanged: 'Please update the app version when updating the app',
    versionAlreadyPublished: 'Application with this version is already published',
    descriptionTooLong: 'Description must be less than 255 characters.',
    iconExtension: `The icon needs to have the ${iconExtensionList()} extension.`,
    fileRequired: 'An aimmspack file is required',
    fileExtension: 'The file needs to have the .aimmspack extension.',
    projectNotFound: 'Project does not exist or cannot be retrieved',
    /** Worded here: the spec has no rename. */
    nameTaken: 'Another application already has this name',
    /** Worded here: the spec describes this warning without quoting it. */
    existingNameWarning: (name: string) =>
      `An application named ${name} already exists. Consider updating it instead of publishing a new app.`,
  },
  category: {
    required: 'Category name is required.',
    tooLong: 'Category name must be less than 40 characters.',
    reserved: "The category name 'Other' is reserved and cannot be used.",
    notUnique: 'Category name must be unique.',
  },
  task: {
    serviceNameRequired: 'Service name is required.',
    noApp: 'Publish an app to create a new task.',
    requestDataRequired: 'Request data is required.',
    requestDataTooLarge: 'The file size cannot exceed 128MB.',
  },
  environment: {
    nameRequired: 'Environment name is required.',
    nameTooLong: 'Name should be less than 40 characters.',
    nameNotUnique: 'Environment with this name already exists',
    nameReserved: 'Reserved environment name. Please choose a different one.',
    invalidCharacters: 'The input contains invalid characters',
    descriptionTooLong: 'Description should be less than 255 characters.',
    invalidUrl: 'When provided, this has to be a valid URL.',
  },
  user: {
    usernameTooLong: "The 'Username' cannot be longer than 25 characters.",
    usernameRequired: 'Username is required.',
    usernameReserved: 'Reserved username. Please choose a different one.',
    usernameNotUnique: 'User with this name already exists',
    fullNameTooLong: "The 'Full name' cannot be longer than 40 characters.",
    emailInvalid: 'Email address is invalid.',
    passwordRequired: 'Password is required.',
    passwordTooWeak:
      'Password must be at least 12 characters long, contain at least one lowercase letter, one uppercase letter, one number, and one special character.',
    passwordsMustMatch: 'Passwords must match',
    confirmPasswordRequired: 'Please confirm your password',
    groupRequired: 'A user must be part of at least one group',
  },
  group: {
    nameRequired: 'Group name is required.',
    /** The spec's text says description; the rule applies to the group name. */
    nameTooLong: 'Description should be less than 40 characters.',
    nameNotUnique: 'Group with this name already exists',
    nameReserved: '"admin" is a reserved group name',
    invalidCharacters: 'The input contains invalid characters',
  },
  tunnel: {
    contextRequired: 'Context is required.',
    socketAddressRequired: 'Socket address is required',
    userGroupsRequired: 'User groups is required',
  },
  secretItem: {
    nameRequired: 'Name is required.',
    name: "A name is 1 to 64 letters, digits, '_', '-' and '.', not starting with '.'.",
    valueRequired: 'A secret needs a value.',
    valueTooLong: 'A secret value is at most 65536 characters.',
  },
  profile: {
    fullNameTooLong: 'Full name must be less than 40 characters.',
    emailInvalid: 'Email address is invalid.',
  },
  changePassword: {
    currentPasswordRequired: 'Current password is required.',
    newPasswordRequired: 'Password is required.',
    passwordsMustMatch: 'Passwords must match',
    confirmPasswordRequired: 'Please confirm your password',
  },
  mfaCode: {
    notNumeric: 'Please enter a valid numeric verification code.',
    notInteger: 'The verification code must be an integer.',
    negative: 'The verification code cannot be negative.',
    tooLarge: 'The verification code is too large.',
  },
  apiKey: {
    nameRequired: 'Key name is required.',
    nameTooLong: 'Key name must be less than 25 characters.',
    nameNotUnique: 'Key name must be unique.',
    expirationRequired: 'Expiration date is required.',
    expirationFormat: 'Expiration date must be in the valid format YYYY-MM-DD.',
    expirationInPast: 'Expiration date cannot be in the past.',
    expirationTooFar: 'Expiration date cannot be more than one year in the future.',
    scopeRequired: 'At least one key scope must be selected.',
  },
  login: {
    usernameRequired: 'A username is required',
    passwordRequired: 'A password is required',
    adminOnlyInRoot: 'Only the ROOT environment will support admin login',
  },
} as const;
