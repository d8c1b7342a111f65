import { object } from 'yup';
import { GROUP_NAME_PATTERN, MAX_LENGTH, RESERVED_GROUP_NAME } from '../constants';
import { validationMessages } from '../messages';
import { nameField, nameMessages } from './name-field';

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
  const limits = { maxLength: MAX_LENGTH.groupName, pattern: GROUP_NAME_PATTERN, reserved: [RESERVED_GROUP_NAME] };
  return object({ groupname: nameField({ ...limits, existingNames, currentName, messages: nameMessages(m) }) });
};
