/**
 * The scheduling rule of a task's creation, the one home of what scheduleFor, scheduleIn and
 * scheduleInterval accept, their limits, the words of a refusal (the New task dialog's and the
 * sandbox's 400s) and what each parameter means (the API contract's and the SDK README's words).
 */

const SCHEDULE_FOR =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?\s*(Z|[+-]\d{2}:?\d{2}|\s\d{2}:?\d{2})?)?$/;

/**
 * The moment a scheduleFor text names, or null when it is not one of the accepted forms.
 * An offset's '+' that arrived unencoded in a query string reads as a space and is taken as '+'.
 */
export function parseScheduleFor(text: string): Date | null {
  const m = SCHEDULE_FOR.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0', zone] = m;
  const fields = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = fields;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, Number(ms.padEnd(3, '0')));
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  let offsetMinutes = 0;
  if (zone && zone !== 'Z') {
    const z = /^([+-]|\s)(\d{2}):?(\d{2})$/.exec(zone);
    if (!z) return null;
    const sign = z[1] === '-' ? -1 : 1;
    offsetMinutes = sign * (Number(z[2]) * 60 + Number(z[3]));
    if (Number(z[2]) > 14 || Number(z[3]) > 59) return null;
  }
  return new Date(utc - offsetMinutes * 60_000);
}

const DAY_ALONE = /^\d{4}-\d{2}-\d{2}$/;
/** From midnight UTC of a day to its end in the last time zone (UTC-12). */
const DAY_ALONE_LASTS_MS = 36 * 3_600_000;

/**
 * Whether a scheduleFor names a moment already passed, which browser and server refuse. A day
 * alone (midnight UTC to the server) passes only once it has ended in every time zone, so that
 * "today" is never refused. Text that is not a scheduleFor is not passed (its form is another rule).
 */
export function scheduleForPassed(text: string | undefined, now = new Date()): boolean {
  if (!text) return false;
  const at = parseScheduleFor(text);
  if (!at) return false;
  const end = at.getTime() + (DAY_ALONE.test(text.trim()) ? DAY_ALONE_LASTS_MS : 0);
  return end < now.getTime();
}

const ISO_DURATION =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i;

const UNIT_SECONDS: Record<string, number> = {
  s: 1,
  sec: 1,
  second: 1,
  m: 60,
  min: 60,
  minute: 60,
  h: 3600,
  hr: 3600,
  hour: 3600,
  d: 86_400,
  day: 86_400,
  w: 604_800,
  week: 604_800,
  month: 2_592_000,
  y: 31_536_000,
  year: 31_536_000,
};

const unitSeconds = (unit: string): number | undefined => {
  const u = unit.toLowerCase();
  return UNIT_SECONDS[u] ?? (u.length > 1 && u.endsWith('s') ? UNIT_SECONDS[u.slice(0, -1)] : undefined);
};

/**
 * Seconds of a duration text ('P1DT2H3M4S', '1 day', '2 weeks', '1h 30m', '90'), or null when it is
 * none of the accepted forms. Months count 30 days and years 365.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const iso = ISO_DURATION.exec(value);
  if (iso) {
    if (value.toUpperCase() === 'P' || value.toUpperCase().endsWith('T')) return null;
    const [, y, mo, w, d, h, mi, s] = iso.map((part) => Number(part ?? 0));
    return Math.round(y * 31_536_000 + mo * 2_592_000 + w * 604_800 + d * 86_400 + h * 3600 + mi * 60 + (s ?? 0));
  }
  const words = value.replace(/,|\band\b/gi, ' ');
  if (!/^\s*(?:\d+(?:\.\d+)?\s*[a-z]+\s*)+$/i.test(words)) return null;
  const parts = words.match(/\d+(?:\.\d+)?\s*[a-z]+/gi) ?? [];
  let total = 0;
  for (const part of parts) {
    const [, amount, unit] = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/i.exec(part) ?? [];
    const seconds = unit ? unitSeconds(unit) : undefined;
    if (seconds === undefined) return null;
    total += Number(amount) * seconds;
  }
  return Math.round(total);
}

/** The longest scheduleIn or scheduleInterval: the platform keeps them as a 32-bit count of seconds. */
export const SCHEDULE_MAX_SECONDS = 2_147_483_647;

/** The shortest of each duration: a scheduleIn of 0 runs the task at once; a task repeats at most every second. */
export const SCHEDULE_MIN_SECONDS = { scheduleIn: 0, scheduleInterval: 1 } as const;

/** The three scheduling parameters of a task's creation. */
export type ScheduleField = 'scheduleFor' | 'scheduleIn' | 'scheduleInterval';

/** A schedule as sent or typed; a missing or blank field is not given. */
export type ScheduleInput = Partial<Record<ScheduleField, string | undefined>>;

/** The names a reader knows the fields by: the query parameters (the server's 400s). */
export const scheduleParameters: Record<ScheduleField, string> = {
  scheduleFor: 'scheduleFor',
  scheduleIn: 'scheduleIn',
  scheduleInterval: 'scheduleInterval',
};

/** The names a reader knows the fields by: the New task dialog's labels. */
export const scheduleLabels: Record<ScheduleField, string> = {
  scheduleFor: 'Schedule for',
  scheduleIn: 'Schedule in',
  scheduleInterval: 'Schedule interval',
};

/**
 * The words of the scheduling rule, the same in the New task dialog and in the server's 400s;
 * `field` is the name the reader knows (scheduleLabels or scheduleParameters). The spec quotes none.
 */
export const scheduleMessages = {
  moment: (field: string) =>
    `${field} must be a moment YYYY-MM-DD hh:mm[:ss[.ms]] [±HH:MM] (UTC without an offset) or a day YYYY-MM-DD.`,
  passed: (field: string) =>
    `The moment in ${field} has already passed. Choose a later one, or leave it empty to run the task at once.`,
  duration: (field: string) =>
    `${field} must be a duration such as 2 hours, 1 day, 2 weeks or PT30M (ISO 8601), or a number of seconds.`,
  negative: (field: string) => `${field} cannot be negative.`,
  tooShort: (field: string, min: number) => `${field} must be at least ${min} second${min === 1 ? '' : 's'}.`,
  tooLong: (field: string) => `${field} must be at most ${SCHEDULE_MAX_SECONDS} seconds (about 68 years).`,
  forAndIn: (forField: string, inField: string) => `Choose either ${forField} or ${inField}, not both.`,
};

/**
 * What each parameter means, a string in every case: the API contract's parameter descriptions and
 * the SDK README say exactly this (openapi/schedule-meanings.test.ts holds them to it).
 */
export const scheduleMeanings: Record<ScheduleField, string> = {
  scheduleFor:
    'The moment after which the task may run, a string: `YYYY-MM-DD hh:mm[:ss[.ms]] [±HH:MM]` (everything ' +
    'after the minutes optional; UTC without an offset; a `+` sent unencoded arrives as a space and is ' +
    'still read as `+`), a day alone `YYYY-MM-DD` (its start in UTC), or the same moment in ISO 8601 ' +
    '(`2026-03-01T07:30:00Z`, at most 3 decimals of a second). A moment already passed is refused; a day ' +
    'alone only once it has ended in every time zone. Not together with scheduleIn.',
  scheduleIn:
    'Run the task once this time has passed from its creation, a string: an ISO 8601 duration ' +
    '(`P1DT2H3M4S`), a human-readable one (`1 day`, `2 weeks`, `1 hour 30 minutes`) or a number of ' +
    `seconds; months count 30 days and years 365; from ${SCHEDULE_MIN_SECONDS.scheduleIn} to ` +
    `${SCHEDULE_MAX_SECONDS} seconds. Not together with scheduleFor.`,
  scheduleInterval:
    'Repeat the task at this interval, a string in the forms of scheduleIn, from ' +
    `${SCHEDULE_MIN_SECONDS.scheduleInterval} to ${SCHEDULE_MAX_SECONDS} seconds. Each run is a new ` +
    'groupIndex from 0 under the same id, queued when the previous run leaves the queue, one interval ' +
    "after the previous run's scheduled moment.",
};

/**
 * What is wrong with a scheduleIn or scheduleInterval text, or undefined when it is fine ('' is:
 * the fields are optional): not a duration, negative, shorter than `minSeconds` or longer than
 * SCHEDULE_MAX_SECONDS.
 */
export function durationProblem(field: string, text: string | undefined, minSeconds: number): string | undefined {
  const value = (text ?? '').trim();
  if (!value) return undefined;
  if (value.startsWith('-')) return scheduleMessages.negative(field);
  const seconds = parseDuration(value);
  if (seconds === null) return scheduleMessages.duration(field);
  if (seconds < minSeconds) return scheduleMessages.tooShort(field, minSeconds);
  return seconds > SCHEDULE_MAX_SECONDS ? scheduleMessages.tooLong(field) : undefined;
}

/** A field's text once blanks around it are removed; undefined when it is not given. */
const given = (text: string | undefined): string | undefined => text?.trim() || undefined;

/**
 * What is wrong with each field of a schedule, named as `names` says (scheduleLabels in the dialog,
 * scheduleParameters on the server); no key for a field that is fine. scheduleFor and scheduleIn
 * together is scheduleIn's problem, once its own form is right.
 */
export function scheduleProblems(
  input: ScheduleInput,
  names: Record<ScheduleField, string>,
  now = new Date(),
): Partial<Record<ScheduleField, string>> {
  const at = given(input.scheduleFor);
  const problems: Partial<Record<ScheduleField, string>> = {};
  if (at && !parseScheduleFor(at)) problems.scheduleFor = scheduleMessages.moment(names.scheduleFor);
  else if (scheduleForPassed(at, now)) problems.scheduleFor = scheduleMessages.passed(names.scheduleFor);
  const inProblem = durationProblem(names.scheduleIn, input.scheduleIn, SCHEDULE_MIN_SECONDS.scheduleIn);
  if (inProblem) problems.scheduleIn = inProblem;
  else if (at && given(input.scheduleIn)) {
    problems.scheduleIn = scheduleMessages.forAndIn(names.scheduleFor, names.scheduleIn);
  }
  const every = durationProblem(names.scheduleInterval, input.scheduleInterval, SCHEDULE_MIN_SECONDS.scheduleInterval);
  if (every) problems.scheduleInterval = every;
  return problems;
}

/** A schedule the rule accepts: when the task may first run (null: at once) and its repeat (null: none). */
export interface Schedule {
  startAt: Date | null;
  intervalSeconds: number | null;
}

/**
 * The schedule a task's creation asks for, or the first problem with it in the query parameters'
 * names (scheduleFor, then scheduleIn, then scheduleInterval).
 */
export function readSchedule(input: ScheduleInput, now = new Date()): Schedule | { problem: string } {
  const problems = scheduleProblems(input, scheduleParameters, now);
  const problem = problems.scheduleFor ?? problems.scheduleIn ?? problems.scheduleInterval;
  if (problem) return { problem };
  const at = given(input.scheduleFor);
  const delay = given(input.scheduleIn);
  const every = given(input.scheduleInterval);
  return {
    startAt: at ? parseScheduleFor(at) : delay ? new Date(now.getTime() + (parseDuration(delay) ?? 0) * 1000) : null,
    intervalSeconds: every ? parseDuration(every) : null,
  };
}

/** Seconds as the shortest human-readable duration ('1 day', '2 hours 30 minutes'). */
export function formatDurationText(totalSeconds: number): string {
  const units: [string, number][] = [
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ];
  let rest = Math.max(0, Math.round(totalSeconds));
  const parts: string[] = [];
  for (const [name, size] of units) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${n} ${name}${n === 1 ? '' : 's'}`);
    rest -= n * size;
  }
  return parts.length ? parts.join(' ') : '0 seconds';
}
