import { mixed, number, object, string, type AnyObject, type Flags, type Maybe, type StringSchema } from 'yup';
import {
  AIMMSPACK_EXTENSION,
  APP_NAME_FORBIDDEN_CHARACTERS,
  ICON_EXTENSIONS,
  MAX_LENGTH,
  PUBLISH_BEHAVIOR,
} from '../constants';
import { validationMessages } from '../messages';
import { normalizeName } from '../text';
import { fileExtensionOf, isMissingFile, type FileInput } from './files';
import { uploadField } from './upload-field';

const m = validationMessages.application;

export type ApplicationFormMode = 'publish' | 'update' | 'edit';

export interface ExistingApp {
  name: string;
  version: string;
}

export interface ApplicationSchemaOptions {
  mode: ApplicationFormMode;
  /** Published apps (and apps being published), for the unique-version rule. */
  existingApps?: readonly ExistingApp[];
  /** Update mode: the version being updated; the new version must differ from it. */
  currentVersion?: string;
  /** Edit mode: the application's name now; a new name must not be another application's. */
  currentName?: string;
}

export interface ApplicationFormValues {
  name?: string;
  version?: string;
  description?: string;
  category?: string;
  icon?: FileInput | null;
  file?: FileInput | null;
  publishBehavior?: number;
}

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const FORBIDDEN = new RegExp(`[${escapeForClass(APP_NAME_FORBIDDEN_CHARACTERS)}]`);
const STARTS_WITH_LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

export const hasForbiddenAppCharacters = (value: string): boolean => FORBIDDEN.test(value);
export const startsWithLetterOrDigit = (value: string): boolean => STARTS_WITH_LETTER_OR_DIGIT.test(value);

/** The character rules shared by app name and app version; `label` starts the message. */
const withAppCharacterRules = <T extends Maybe<string>, C extends AnyObject, D, F extends Flags>(
  schema: StringSchema<T, C, D, F>,
  label: string,
) =>
  schema
    .test('characters', m.invalidCharacters(label), (v) => !v || !hasForbiddenAppCharacters(v))
    .test('start', m.mustStartWithLetterOrDigit(label), (v) => !v || startsWithLetterOrDigit(v));

const iconField = () =>
  mixed<FileInput>()
    .nullable()
    .test('icon-extension', m.iconExtension, (icon) =>
      isMissingFile(icon) ? true : (ICON_EXTENSIONS as readonly string[]).includes(fileExtensionOf(icon)),
    );

const descriptionField = () => string().max(MAX_LENGTH.appDescription, m.descriptionTooLong);

/** A new name for an application: the app name rules, and no other application may have it (in any case). */
const renameField = (existingApps: readonly ExistingApp[], currentName: string | undefined) =>
  withAppCharacterRules(string().trim().required(m.nameRequired), 'App name').test('unique', m.nameTaken, (v) => {
    if (!v || (currentName !== undefined && normalizeName(v) === normalizeName(currentName))) return true;
    return !existingApps.some((app) => normalizeName(app.name) === normalizeName(v));
  });

/**
 * Publish, update and edit dialogs. Edit validates only what it can change
 * (name, description, category, icon); publish and update also version and the .aimmspack file.
 */
export const createApplicationSchema = ({
  mode,
  existingApps = [],
  currentVersion,
  currentName,
}: ApplicationSchemaOptions) => {
  if (mode === 'edit') {
    return object({
      name: renameField(existingApps, currentName).optional(),
      description: descriptionField(),
      category: string(),
      icon: iconField(),
    });
  }
  return object({
    // Names and versions are sent trimmed: the rules apply to what is sent.
    name: withAppCharacterRules(string().trim().required(m.nameRequired), 'App name'),
    version: withAppCharacterRules(
      string().trim().required(m.versionRequired).max(MAX_LENGTH.appVersion, m.versionTooLong),
      m.versionLabel,
    )
      .test(
        'changed',
        m.versionUnchanged,
        (v) => mode !== 'update' || currentVersion == null || !v || normalizeName(v) !== normalizeName(currentVersion),
      )
      .test('unique', m.versionAlreadyPublished, function (v) {
        if (!v) return true;
        const name = normalizeName((this.parent as ApplicationFormValues).name);
        return !existingApps.some(
          (app) => normalizeName(app.name) === name && normalizeName(app.version) === normalizeName(v),
        );
      }),
    description: descriptionField(),
    category: string(),
    icon: iconField(),
    file: uploadField<FileInput>(
      isMissingFile,
      m.fileRequired,
      'extension',
      m.fileExtension,
      (file) => `.${fileExtensionOf(file)}` === AIMMSPACK_EXTENSION,
    ),
    publishBehavior: number().oneOf(Object.values(PUBLISH_BEHAVIOR)),
  });
};

/** Whether a new publish reuses the name of a published app (a non-blocking warning, not an error). */
export const isExistingAppName = (existingApps: readonly ExistingApp[], name: string | undefined): boolean =>
  !!name && existingApps.some((app) => normalizeName(app.name) === normalizeName(name));
