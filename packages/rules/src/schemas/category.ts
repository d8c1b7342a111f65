import { object, string } from 'yup';
import { MAX_LENGTH, OTHER_CATEGORY } from '../constants';
import { validationMessages } from '../messages';
import { includesName, normalizeName, otherNames } from '../text';

const m = validationMessages.category;

export interface CategorySchemaOptions {
  /** Names of the existing categories. Compared trimmed and case-insensitively. */
  existingNames?: readonly string[];
  /** When renaming: the category's current name, which it may keep. */
  currentName?: string;
}

/** Category create/rename; the field is `value` as in the category API body. */
export const createCategorySchema = ({ existingNames = [], currentName }: CategorySchemaOptions = {}) => {
  const taken = otherNames(existingNames, currentName);
  return object({
    value: string()
      .trim()
      .required(m.required)
      .max(MAX_LENGTH.categoryName, m.tooLong)
      .test('reserved', m.reserved, (v) => normalizeName(v) !== normalizeName(OTHER_CATEGORY))
      .test('unique', m.notUnique, (v) => !v || !includesName(taken, v)),
  });
};
