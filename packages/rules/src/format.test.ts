import { describe, expect, it } from '@jest/globals';
import {
  applicationLabel,
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  gmtOffsetLabel,
  groupCapacityLabel,
  needsTooltip,
  ownerLabel,
  stripDeleted,
  taskIdLabel,
  taskResponseFileName,
  taskLogFileName,
  sessionLogFileName,
  timeColumnHeader,
} from './format';

const summer = new Date('2026-07-01T10:04:05Z');
const winter = new Date('2026-01-15T23:30:00Z');

describe('durations', () => {
  it('show as hh:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(100 * 3600 + 5.9)).toBe('100:00:05');
    expect(formatDuration(null)).toBe('');
  });
});

describe('dates under a fixed time zone', () => {
  it('show local date-time', () => {
    expect(formatDateTime(summer, { timeZone: 'Europe/Amsterdam' })).toBe('2026-07-01 12:04:05');
    expect(formatDateTime('2026-01-15T23:30:00Z', { timeZone: 'Europe/Amsterdam' })).toBe('2026-01-16 00:30:00');
    expect(formatDateTime(winter, { timeZone: 'UTC' })).toBe('2026-01-15 23:30:00');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it("label column headers with the GMT offset, e.g. 'Created (GMT+2)'", () => {
    expect(timeColumnHeader('Created', { timeZone: 'Europe/Amsterdam', at: summer })).toBe('Created (GMT+2)');
    expect(timeColumnHeader('Created', { timeZone: 'Europe/Amsterdam', at: winter })).toBe('Created (GMT+1)');
    expect(gmtOffsetLabel(summer, { timeZone: 'America/New_York' })).toBe('GMT-4');
    expect(gmtOffsetLabel(summer, { timeZone: 'Asia/Kolkata' })).toBe('GMT+5:30');
    expect(gmtOffsetLabel(summer, { timeZone: 'UTC' })).toBe('GMT+0');
  });

  it('send dates as year-month-day, 10 characters', () => {
    expect(formatDate(winter, { timeZone: 'UTC' })).toBe('2026-01-15');
    expect(formatDate(winter, { timeZone: 'Europe/Amsterdam' })).toBe('2026-01-16');
    expect(formatDate(winter, { timeZone: 'UTC' })).toHaveLength(10);
  });
});

describe('file sizes in units of 1024', () => {
  it('show KB below a megabyte and MB from there', () => {
    expect(formatFileSize(512)).toBe('0.50 KB');
    expect(formatFileSize(12800)).toBe('12.50 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024.00 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.00 MB');
    expect(formatFileSize(134217728)).toBe('128.00 MB');
  });
});

describe('labels', () => {
  it("strip the '<deleted>' marker from versions and environments", () => {
    expect(stripDeleted('1.0<deleted>')).toBe('1.0');
    expect(stripDeleted('<deleted> Sales')).toBe('Sales');
    expect(applicationLabel('Planner', '1.0<deleted>')).toBe('Planner 1.0');
    expect(ownerLabel('bob', 'Sales<deleted>')).toBe('bob@Sales');
  });

  it('name task ids and response files with the group index when there is one', () => {
    expect(taskIdLabel(42)).toBe('42');
    expect(taskIdLabel(42, 3)).toBe('42[3]');
    expect(taskResponseFileName(42)).toBe('Task_42_response');
    expect(taskResponseFileName(42, 0)).toBe('Task_42_0_response');
    expect(taskLogFileName(42)).toBe('Task_42_log.txt');
    expect(taskLogFileName(42, 3)).toBe('Task_42_3_log.txt');
    expect(sessionLogFileName('webui', 'a1')).toBe('webui_session_a1_log.txt');
  });

  it("show group capacity as 'n / max max', plain n for the unlimited everyone group", () => {
    expect(groupCapacityLabel(3, 10)).toBe('3 / 10 max');
    expect(groupCapacityLabel(3, -1)).toBe('3');
  });

  it('need a tooltip for names over 42 and versions over 10 characters', () => {
    expect(needsTooltip('n'.repeat(42), 42)).toBe(false);
    expect(needsTooltip('n'.repeat(43), 42)).toBe(true);
    expect(needsTooltip('1.0.0.0.0.1', 10)).toBe(true);
  });
});
