import { array, object, string } from 'yup';
import { MAX_LENGTH } from '../constants';
import { isIsoDate, maxApiKeyExpiration, toIsoDate } from '../dates';
import { validationMessages } from '../messages';
import { includesName } from '../text';

const m = validationMessages.apiKey;

export interface ApiKeySchemaOptions {
  /** Names of the user's existing keys; compared trimmed and case-insensitively. */
  existingNames?: readonly string[];
  /** Today as YYYY-MM-DD; defaults to the runtime's local date. */
  today?: string;
  /** The latest date that is today somewhere, for the one-year limit; defaults to `today`. */
  latestToday?: string;
}

/** Create API key: field names follow POST /api-keys (keyName, expirationDate, scopes). */
export const createApiKeySchema = ({
  existingNames = [],
  today = toIsoDate(new Date()),
  latestToday = today,
}: ApiKeySchemaOptions = {}) => {
  const latest = maxApiKeyExpiration(latestToday);
  return object({
    keyName: string()
      .trim()
      .required(m.nameRequired)
      .max(MAX_LENGTH.apiKeyName, m.nameTooLong)
      .test('unique', m.nameNotUnique, (v) => !v || !includesName(existingNames, v)),
    expirationDate: string()
      .trim()
      .required(m.expirationRequired)
      .test('format', m.expirationFormat, (v) => !v || isIsoDate(v))
      .test('past', m.expirationInPast, (v) => !isIsoDate(v) || v >= today)
      .test('future', m.expirationTooFar, (v) => !isIsoDate(v) || v <= latest),
    scopes: array().required(m.scopeRequired).min(1, m.scopeRequired),
  });
};
