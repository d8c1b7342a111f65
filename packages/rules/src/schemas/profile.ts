import { object, string } from 'yup';
import { MAX_LENGTH } from '../constants';
import { validationMessages } from '../messages';

const m = validationMessages.profile;

export interface ProfileFormValues {
  fullname?: string;
  email?: string;
}

/** The profile block of user settings (the full name is read-only for SAML-linked environments). */
export const createProfileSchema = () =>
  object({
    fullname: string().max(MAX_LENGTH.fullName, m.fullNameTooLong),
    email: string().trim().email(m.emailInvalid),
  });
