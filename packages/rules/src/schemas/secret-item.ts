import { object, string } from 'yup';
import { SECRET_ITEM_NAME_PATTERN } from '../contract-patterns';
import { validationMessages } from '../messages';

const m = validationMessages.secretItem;

/** The longest value a secret holds (the contract's maxLength). */
export const SECRET_VALUE_MAX_LENGTH = 65536;

const secretValue = () => string().required(m.valueRequired).max(SECRET_VALUE_MAX_LENGTH, m.valueTooLong);

export interface SecretItemFormValues {
  name: string;
  value: string;
}

/** New directory ({name}) or new secret ({name, value}) in a directory: the name as the item path allows it. */
export const createSecretItemSchema = (kind: 'directory' | 'secret') =>
  object({
    name: string().trim().required(m.nameRequired).matches(new RegExp(SECRET_ITEM_NAME_PATTERN), m.name),
    value: kind === 'secret' ? secretValue() : string(),
  });

/** Modify a secret: its new value. */
export const createSecretValueSchema = () => object({ value: secretValue() });
