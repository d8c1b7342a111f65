import { PATHS } from './paths';

/** Query parameters that open a part of a page, so that a link or another part of the portal can. */
export const ADDRESS_PARAMS = {
  /** The Tasks tab: the task to show and its group index. */
  task: 'task',
  groupIndex: 'groupIndex',
  /** The Tasks tab: New task opens (the parameter is then taken out of the address). */
  newTask: 'newTask',
  /** The Users page: the selected environment. */
  environment: 'environment',
} as const;

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** Addresses that open a part of a page (kept apart from the routes: no page's first load needs them). */
export const partPaths = {
  /** The Tasks tab showing one task (its group index when given). */
  task: (id: string, groupIndex?: number) =>
    withQuery(PATHS.TASK, {
      [ADDRESS_PARAMS.task]: id,
      ...(groupIndex !== undefined && { [ADDRESS_PARAMS.groupIndex]: String(groupIndex) }),
    }),
  /** The Tasks tab with New task open. */
  newTask: () => withQuery(PATHS.TASK, { [ADDRESS_PARAMS.newTask]: '' }),
  /** The Users page on one environment. */
  usersOf: (environment: string) => withQuery(PATHS.USERS, { [ADDRESS_PARAMS.environment]: environment }),
};
