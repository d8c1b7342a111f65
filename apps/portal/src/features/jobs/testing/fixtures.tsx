import type { JsonOf, Session, Task } from '@pro-portal/sdk';
import type { ReactNode } from 'react';
import { within } from '@testing-library/react';
import { mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';
import { renderApp } from '../../../testing/render-app';
import { JobsTimeZoneProvider } from '../hooks/jobs-time-zone';

export const SESSIONS_URL = '/pro/session-manager/v1/sessions';
export const TASKS_URL = '/pro-api/v2/tasks';

export const aSession = (id: string, state: JsonOf<Session>['state'], extra: Partial<JsonOf<Session>> = {}) =>
  ({
    id,
    state,
    app_name: 'Planner',
    app_version: '1.2<deleted>',
    user: 'alice',
    environment: 'Sales<deleted>',
    created_at: '2026-07-01T10:00:00Z',
    ...extra,
  }) satisfies JsonOf<Session>;

export const aTask = (id: string, state: JsonOf<Task>['state'], extra: Partial<JsonOf<Task>> = {}) =>
  ({
    id,
    groupIndex: 0,
    state,
    appName: 'Planner',
    appVersion: '1.2',
    userName: 'alice',
    userEnvironment: 'Sales',
    serviceName: 'solve',
    createdAt: '2026-07-01T10:00:00Z',
    queueTime: 3,
    runTime: 3725,
    scheduleFor: null,
    scheduleInterval: null,
    assignedAt: state === 'queued' ? null : '2026-07-01T10:00:03Z',
    runningAt: state === 'queued' || state === 'assigned' ? null : '2026-07-01T10:00:03Z',
    endedAt: state === 'completed' || state === 'failed' ? '2026-07-01T11:02:08Z' : null,
    returnCode: state === 'completed' ? 1 : null,
    errorMessage: state === 'failed' ? 'The service failed.' : null,
    ...extra,
  }) satisfies JsonOf<Task>;

/** The page of `rows` the server answers, honouring the query's offset and limit (10 by default). */
const pageOf = <T,>(rows: T[], url: URL, seen: URLSearchParams[] = []): T[] => {
  seen.push(url.searchParams);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  return rows.slice(offset, offset + limit);
};

/** The session list of one kind, paged from all `rows`; the queries asked go to `seen`. */
export const sessionsRoute = (
  kind: 'webui' | 'solve',
  rows: JsonOf<Session>[],
  seen?: URLSearchParams[],
): HttpHandler[] => [
  mockOperation('sessions', 'listSessions', ({ params, url }) =>
    params.kind === kind ? { status: 200, body: { sessions: pageOf(rows, url, seen), total: rows.length } } : undefined,
  ),
];

/** The task list, paged from all `rows`; the queries asked go to `seen`. */
export const tasksRoute = (rows: JsonOf<Task>[], seen?: URLSearchParams[]): HttpHandler[] => [
  mockOperation('main', 'listTasks', ({ url }) => ({
    status: 200,
    body: { current_batch: pageOf(rows, url, seen), total_tasks: rows.length },
  })),
];

/** The routed portal with the jobs times shown in `zone`, answered by the testing kit's handlers and `routes`. */
export function renderJobs(path: string, routes: HttpHandler[], zone = 'Asia/Kolkata') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JobsTimeZoneProvider zone={zone}>{children}</JobsTimeZoneProvider>
  );
  return renderApp({ path, routes, wrapper });
}

/** The text of each element of `role` in `container`, e.g. a table's column headers. */
export const textsOf = (container: HTMLElement, role: 'columnheader' | 'cell') =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);

/** A table's rows below its header row. */
export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The texts of the first body row's cells, from column `from` on. */
export const firstRowCells = (table: HTMLElement, from = 0) => textsOf(bodyRows(table)[0]!, 'cell').slice(from);
