import { mixed } from 'yup';

type Upload<T> = T | null | undefined;

/**
 * A required upload (a file, or text on the server): `required` when `isMissing` says so, else
 * `message` when `isAcceptable` fails. The test names 'required' and `name` stay as before.
 */
export const uploadField = <T extends NonNullable<unknown>>(
  isMissing: (value: Upload<T>) => boolean,
  required: string,
  name: string,
  message: string,
  isAcceptable: (value: Upload<T>) => boolean,
) =>
  mixed<T>()
    .nullable()
    .test('required', required, (value) => !isMissing(value))
    .test(name, message, (value) => isMissing(value) || isAcceptable(value));
