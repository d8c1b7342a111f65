/** Parsed JSON (specs and answers), read field by field in the tests; the schema checks type it at run time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
