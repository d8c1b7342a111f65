/** Display formats: durations, dates with their GMT offset, file sizes, labels. */
import { DELETED_MARKER, FILE_SIZE_UNIT } from './constants';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Seconds as hh:mm:ss (hours keep growing past 99); '' when unknown. */
export const formatDuration = (seconds: number | null | undefined): string => {
  if (seconds == null || !Number.isFinite(seconds)) return '';
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(total % 60)}`;
};

/** Removes the '<deleted>' marker the server adds to versions and environments of deleted items. */
export const stripDeleted = (text: string | null | undefined): string =>
  (text ?? '').split(DELETED_MARKER).join('').trim();

export interface TimeZoneOption {
  /** IANA zone such as 'Europe/Amsterdam'; default: the runtime's zone. */
  timeZone?: string;
}

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** Wall-clock parts of `date` in `timeZone`. */
const wallClock = (date: Date, timeZone?: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
};

/** Offset of `timeZone` from UTC at `date`, in minutes (Amsterdam in summer: 120). */
export const timeZoneOffsetMinutes = (date: Date, timeZone?: string): number => {
  const w = wallClock(date, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
};

/** 'GMT+2', 'GMT-3:30', 'GMT+0'. */
export const gmtOffsetLabel = (date: Date = new Date(), options: TimeZoneOption = {}): string => {
  const offset = timeZoneOffsetMinutes(date, options.timeZone);
  const sign = offset < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${sign}${hours}${minutes ? `:${pad2(minutes)}` : ''}`;
};

/** A time column header with the offset: 'Created (GMT+2)'. */
export const timeColumnHeader = (label: string, options: TimeZoneOption & { at?: Date } = {}): string =>
  `${label} (${gmtOffsetLabel(options.at ?? new Date(), options)})`;

/** Local date-time 'YYYY-MM-DD HH:mm:ss'; '' for a missing or invalid value. */
export const formatDateTime = (
  value: Date | string | number | null | undefined,
  options: TimeZoneOption = {},
): string => {
  if (value == null || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const w = wallClock(date, options.timeZone);
  return `${w.year}-${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`;
};

/** Year-month-day, 10 characters, as the task and filter queries send dates. */
export const formatDate = (value: Date | string | number, options: TimeZoneOption = {}): string => {
  const w = wallClock(toDate(value), options.timeZone);
  return `${String(w.year).padStart(4, '0')}-${pad2(w.month)}-${pad2(w.day)}`;
};

/** Sizes in KB below 1 MB, else MB, in units of 1024, two decimals: '12.50 KB', '3.00 MB'. */
export const formatFileSize = (bytes: number): string => {
  const kb = bytes / FILE_SIZE_UNIT;
  if (kb < FILE_SIZE_UNIT) return `${kb.toFixed(2)} KB`;
  return `${(kb / FILE_SIZE_UNIT).toFixed(2)} MB`;
};

/** 'name version' with the deleted marker stripped. */
export const applicationLabel = (name: string, version: string | null | undefined): string =>
  `${name} ${stripDeleted(version)}`.trim();

/** Owner column: user@environment, deleted marker stripped. */
export const ownerLabel = (user: string, environment: string | null | undefined): string =>
  `${user}@${stripDeleted(environment)}`;

/** Task ID column: the id with [groupIndex] when the task is part of a group. */
export const taskIdLabel = (id: string | number, groupIndex?: number | null): string =>
  groupIndex == null ? String(id) : `${id}[${groupIndex}]`;

/** File name of a downloaded task response: Task_{id}[_{groupIndex}]_response. */
export const taskResponseFileName = (id: string | number, groupIndex?: number | null): string =>
  groupIndex == null ? `Task_${id}_response` : `Task_${id}_${groupIndex}_response`;

/** File name of a downloaded task log: Task_{id}[_{groupIndex}]_log.txt. */
export const taskLogFileName = (id: string | number, groupIndex?: number | null): string =>
  groupIndex == null ? `Task_${id}_log.txt` : `Task_${id}_${groupIndex}_log.txt`;

/** File name of a session's log downloaded through the session manager: {kind}_session_{id}_log.txt. */
export const sessionLogFileName = (kind: string, id: string): string => `${kind}_session_${id}_log.txt`;

/** Group members on the Users page: 'n / max max', or just n for unlimited groups (max_users -1). */
export const groupCapacityLabel = (current: number, max: number | null | undefined): string =>
  max == null || max < 0 ? String(current) : `${current} / ${max} max`;

/** Long names and versions get a tooltip with the full text. */
export const needsTooltip = (text: string, threshold: number): boolean => text.length > threshold;
