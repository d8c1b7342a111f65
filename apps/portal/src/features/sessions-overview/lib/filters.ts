import { OVERVIEW_COLUMNS } from './columns';

/** The operators the API's `filter` takes: text compares with is, is not and contains; numbers also with <, <=, >, >=. */
export const OPERATORS = [
  { op: '=', label: 'is', numeric: true, text: true },
  { op: '!=', label: 'is not', numeric: true, text: true },
  { op: '~', label: 'contains', numeric: false, text: true },
  { op: '<', label: 'less than', numeric: true, text: false },
  { op: '<=', label: 'at most', numeric: true, text: false },
  { op: '>', label: 'more than', numeric: true, text: false },
  { op: '>=', label: 'at least', numeric: true, text: false },
] as const;

export type Operator = (typeof OPERATORS)[number]['op'];

/** The operators a column offers. */
export const operatorsOf = (numeric: boolean | undefined) => OPERATORS.filter((o) => (numeric ? o.numeric : o.text));

/** One `filter` term as the API reads it: `<column><operator><value>`, e.g. `run_time>=60`. */
export const filterTerm = (column: string, op: Operator, value: string) => `${column}${op}${value}`;

// Two-character operators first, as the API reads them.
const TERM = /^([a-z_]+)(!=|>=|<=|=|~|>|<)(.*)$/;

/** A term as its chip says it, e.g. 'Run time at least 60'; a term the page did not write reads as itself. */
export function describeTerm(term: string): string {
  const match = TERM.exec(term);
  const column = match && OVERVIEW_COLUMNS.find((c) => c.key === match[1]);
  const operator = match && OPERATORS.find((o) => o.op === match[2]);
  return column && operator ? `${column.label} ${operator.label} ${match[3]}` : term;
}
