import { object } from 'yup';
import { MAX_LENGTH, OTHER_CATEGORY } from '../constants';
import { validationMessages } from '../messages';
import { nameField } from './name-field';

const m = validationMessages.category;

export interface CategorySchemaOptions {
  /** Names of the existing categories. Compared trimmed and case-insensitively. */
  existingNames?: readonly string[];
  /** When renaming: the category's current name, which it may keep. */
  currentName?: string;
}

/** Category create/rename; the field is `value` as in the category API body. */
export const createCategorySchema = ({ existingNames = [], currentName }: CategorySchemaOptions = {}) => {
  const maxLength = MAX_LENGTH.categoryName;
  return object({
    value: nameField({ maxLength, reserved: [OTHER_CATEGORY], existingNames, currentName, messages: m }),
  });
};
