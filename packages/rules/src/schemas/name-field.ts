import { string } from 'yup';
import { includesName, otherNames } from '../text';

export interface NameFieldOptions {
  maxLength: number;
  /** Characters the name may consist of; an empty name is left to the required check. */
  pattern?: RegExp;
  /** Names nobody may use. */
  reserved: readonly string[];
  /** Names already in use. */
  existingNames: readonly string[];
  /** When renaming: the record's current name, which it may keep. */
  currentName?: string;
  messages: { required: string; tooLong: string; invalidCharacters?: string; reserved: string; notUnique: string };
}

interface NameMessages {
  nameRequired: string;
  nameTooLong: string;
  invalidCharacters: string;
  nameReserved: string;
  nameNotUnique: string;
}

/** nameField's messages from a schema's `name…` messages (groups and environments). */
export const nameMessages = (m: NameMessages): NameFieldOptions['messages'] => ({
  required: m.nameRequired,
  tooLong: m.nameTooLong,
  invalidCharacters: m.invalidCharacters,
  reserved: m.nameReserved,
  notUnique: m.nameNotUnique,
});

/**
 * The name of a category, group or environment: trimmed, required, at most `maxLength` long, made of
 * `pattern`'s characters, neither reserved nor taken (both compared trimmed and case-insensitively).
 * The test names 'reserved' and 'unique' let the server answer 400 or 409.
 */
export const nameField = ({ maxLength, pattern, reserved, existingNames, currentName, messages }: NameFieldOptions) => {
  const taken = otherNames(existingNames, currentName);
  const limited = string().trim().required(messages.required).max(maxLength, messages.tooLong);
  const allowed = pattern
    ? limited.matches(pattern, { message: messages.invalidCharacters, excludeEmptyString: true })
    : limited;
  return allowed
    .test('reserved', messages.reserved, (v) => !v || !includesName(reserved, v))
    .test('unique', messages.notUnique, (v) => !v || !includesName(taken, v));
};
