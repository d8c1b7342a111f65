import { OVERVIEW_COLUMNS, type OverviewColumn } from './columns';

const IS = { op: '=', label: 'is' } as const;
const IS_NOT = { op: '!=', label: 'is not' } as const;

/**
 * The operators the API's `filter` takes for what a column holds: text compares with is, is not and
 * contains; numbers with is, is not, <, <=, > and >=; moments (the creation time) from or before one.
 */
const OPERATORS = {
  text: [IS, IS_NOT, { op: '~', label: 'contains' }],
  number: [
    IS,
    IS_NOT,
    { op: '<', label: 'less than' },
    { op: '<=', label: 'at most' },
    { op: '>', label: 'more than' },
    { op: '>=', label: 'at least' },
  ],
  moment: [
    { op: '>=', label: 'from' },
    { op: '<', label: 'before' },
  ],
} as const;

export type Operator = (typeof OPERATORS)[keyof typeof OPERATORS][number]['op'];

/** The operators a column offers. */
export const operatorsOf = (column: OverviewColumn): readonly { op: Operator; label: string }[] =>
  OPERATORS[column.holds ?? 'text'];

/** One `filter` term as the API reads it: `<column><operator><value>`, e.g. `run_time>=60`. */
export const filterTerm = (column: string, op: Operator, value: string) => `${column}${op}${value}`;

// Two-character operators first, as the API reads them.
const TERM = /^([a-z_]+)(!=|>=|<=|=|~|>|<)(.*)$/;

/** A term as its chip says it, e.g. 'Run time at least 60'; a term the page did not write reads as itself. */
export function describeTerm(term: string): string {
  const match = TERM.exec(term);
  const column = match && OVERVIEW_COLUMNS.find((c) => c.key === match[1]);
  const operator = match && column && operatorsOf(column).find((o) => o.op === match[2]);
  if (!column || !operator) return term;
  const moment = column.holds === 'moment' ? new Date(match[3]) : null;
  const value = moment && !Number.isNaN(moment.getTime()) ? moment.toLocaleString() : match[3];
  return `${column.label} ${operator.label} ${value}`;
}
