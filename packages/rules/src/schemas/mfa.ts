import { number, object } from 'yup';
import { MFA_CODE_MAX, MFA_CODE_MIN } from '../constants';
import { validationMessages } from '../messages';

const m = validationMessages.mfaCode;

/**
 * A code as people type it: decimal digits (a sign and a decimal point are read, so that the sign and
 * integer rules can say what is wrong), spaces anywhere ignored, as authenticator apps show '123 456'.
 * Anything else ('0x1A', '1e3') is not numeric.
 */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

const readCode = (value: unknown, original: unknown): unknown => {
  if (typeof original !== 'string') return value;
  const digits = original.replace(/\s/g, '');
  return DECIMAL.test(digits) ? Number(digits) : Number.NaN;
};

/** One MFA code value (text of digits is read as a number). Reuse it under the API's own field name. */
export const mfaCodeField = () =>
  number()
    .transform(readCode)
    .typeError(m.notNumeric)
    .required(m.notNumeric)
    .integer(m.notInteger)
    .min(MFA_CODE_MIN, m.negative)
    .max(MFA_CODE_MAX, m.tooLarge);

/** The MFA step of login and of enabling MFA. */
export const createMfaCodeSchema = () => object({ code: mfaCodeField() });

/** The number a valid code's text stands for, as the MFA calls send it ('123 456' is 123456). */
export const mfaCodeValue = (text: string): number => mfaCodeField().validateSync(text);
