/** Small string helpers shared by the schemas and the guards. */
import { HTTP_URL } from './contract-patterns';

/** Trimmed, lower-cased form used for every case-insensitive comparison. */
export const normalizeName = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

/** True when `value` equals one of `names`, ignoring surrounding spaces and case. */
export const includesName = (names: readonly string[], value: string | null | undefined): boolean => {
  const wanted = normalizeName(value);
  return names.some((name) => normalizeName(name) === wanted);
};

/** `names` without `current` (the record being edited may keep its own name). */
export const otherNames = (names: readonly string[], current?: string | null): string[] =>
  current == null ? [...names] : names.filter((name) => normalizeName(name) !== normalizeName(current));

/** Number of bytes `text` takes in UTF-8. */
export const utf8ByteLength = (text: string): number => {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
};

const URL_PATTERN = new RegExp(`^${HTTP_URL}$`);

/** An absolute http(s) URL; unlike yup's url() it accepts single-label hosts such as localhost. */
export const isHttpUrl = (value: string): boolean => URL_PATTERN.test(value.trim());
