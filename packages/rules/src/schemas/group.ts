import { object, string } from 'yup';
import { GROUP_NAME_PATTERN, MAX_LENGTH, RESERVED_GROUP_NAME } from '../constants';
import { validationMessages } from '../messages';
import { includesName, normalizeName, otherNames } from '../text';

const m = validationMessages.group;

export interface GroupSchemaOptions {
  /** Group names already in the environment; compared trimmed and case-insensitively. */
  existingNames?: readonly string[];
  /** When renaming: the group's current name, which it may keep. */
  currentName?: string;
}

export interface GroupFormValues {
  groupname: string;
}

/** Create/rename group; the field is `groupname` as in the groups API body. */
export const createGroupSchema = ({ existingNames = [], currentName }: GroupSchemaOptions = {}) => {
  const taken = otherNames(existingNames, currentName);
  return object({
    groupname: string()
      .trim()
      .required(m.nameRequired)
      .max(MAX_LENGTH.groupName, m.nameTooLong)
      .matches(GROUP_NAME_PATTERN, { message: m.invalidCharacters, excludeEmptyString: true })
      .test('reserved', m.nameReserved, (v) => normalizeName(v) !== RESERVED_GROUP_NAME)
      .test('unique', m.nameNotUnique, (v) => !v || !includesName(taken, v)),
  });
};
