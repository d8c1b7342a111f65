import { number, object } from 'yup';
import { MFA_CODE_MAX, MFA_CODE_MIN } from '../constants';
import { validationMessages } from '../messages';

const m = validationMessages.mfaCode;

/** One MFA code value (a string of digits is cast to a number). Reuse it under the API's own field name. */
export const mfaCodeField = () =>
  number()
    .typeError(m.notNumeric)
    .required(m.notNumeric)
    .integer(m.notInteger)
    .min(MFA_CODE_MIN, m.negative)
    .max(MFA_CODE_MAX, m.tooLarge);

/** The MFA step of login and of enabling MFA. */
export const createMfaCodeSchema = () => object({ code: mfaCodeField() });
