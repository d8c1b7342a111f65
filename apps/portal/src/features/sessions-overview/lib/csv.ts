import type { SessionManager } from '@pro-portal/sdk';
import type { OverviewColumn } from './columns';

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field: a text a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return; a plain number excepted) gets a leading ', and a field holding a quote, a comma
 * or a line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV: a header row of the columns' labels, then each row's texts as the table shows them. */
export function sessionsCsv(columns: OverviewColumn[], rows: SessionManager.OverviewSession[]): string {
  const lines = [columns.map((c) => c.label), ...rows.map((row) => columns.map((c) => c.text(row)))];
  return lines.map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}
