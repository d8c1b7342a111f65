import { useMemo } from 'react';
import { applicationLabel, canManageUsers, canPublishApps, taskIdLabel } from '@pro-portal/rules';
import { usePortalContext } from '../../shared/portal-context';
import { PATHS } from '../../shared/paths';
import { partPaths } from '../../shared/address-params';
import { useThemeMode } from '../../shared/theme-mode';
import { fetchEnvironments } from '../../shared/api/common-lists';
import { queryKeys } from '../../shared/api/query-keys';
import { useSdkSWR } from '../../shared/api/use-sdk-swr';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { isPublishing, useApplications, useLaunchInNewTab } from '../../features/applications';
import { useTask } from '../../features/jobs';
import { useAccountDirectory } from '../../features/users';
import { newApiKeyPath } from '../../features/settings';
import { useLogout } from '../../features/auth';
import { portalPages } from '../layouts/portal-pages';
import { parseTaskQuery, type Command } from './commands';

/** A task id is looked up once typing has paused this long. */
export const TASK_LOOKUP_DELAY_MS = 300;

/** The pages and the actions the signed-in person's role allows. */
function usePageAndActionCommands(): Command[] {
  const audience = usePortalContext();
  const { mode, setChoice } = useThemeMode();
  const logout = useLogout();
  return useMemo(() => {
    const pages = portalPages(audience).map((page): Command => ({
      id: `page:${page.to}`,
      group: 'Pages',
      label: page.label,
      target: { to: page.to },
    }));
    const otherTheme = mode === 'dark' ? 'light' : 'dark';
    const actions: Command[] = [
      ...(canPublishApps(audience)
        ? [
            {
              id: 'publish',
              label: 'Publish app',
              keywords: 'new app upload',
              target: { to: PATHS.PUBLISH_APPLICATION },
            },
          ]
        : []),
      { id: 'new-task', label: 'Create task', keywords: 'new task run', target: { to: partPaths.newTask() } },
      { id: 'new-api-key', label: 'Create API key', keywords: 'new api key token', target: { to: newApiKeyPath() } },
      {
        id: 'theme',
        label: otherTheme === 'dark' ? 'Dark theme' : 'Light theme',
        keywords: 'switch theme mode colour color',
        target: { run: () => setChoice(otherTheme) },
      },
      { id: 'sign-out', label: 'Sign out', keywords: 'logout log out', target: { run: () => void logout() } },
    ].map((action): Command => ({ ...action, id: `action:${action.id}`, group: 'Actions' }));
    return [...pages, ...actions];
  }, [audience, mode, setChoice, logout]);
}

/** The apps the person can see; choosing one launches it in a new tab, as its card's Launch does. */
function useAppCommands(): Command[] {
  const { data } = useApplications();
  const { launch } = useLaunchInNewTab();
  return useMemo(
    () =>
      (data ?? [])
        .filter((app) => !isPublishing(app))
        .map((app): Command => ({
          id: `app:${app.name}:${app.version}`,
          group: 'Apps',
          label: applicationLabel(app.name, app.version),
          detail: app.description,
          keywords: `launch ${app.category}`,
          target: { run: () => launch(app.name, app.version) },
        })),
    [data, launch],
  );
}

/** The environments, groups and users of the Users page, for those who may open it. */
function useAccountCommands(): Command[] {
  const manages = canManageUsers(usePortalContext());
  // The Users page's cache entry of the environments, read only by those who may open that page.
  const environments = useSdkSWR(manages ? queryKeys.environments : null, fetchEnvironments).data;
  const directory = useAccountDirectory(manages ? environments?.map((e) => e.name) : undefined).data;
  return useMemo(() => {
    const envs = (environments ?? []).map((env): Command => ({
      id: `environment:${env.name}`,
      group: 'Environments',
      label: env.name,
      detail: env.description,
      keywords: 'environment',
      target: { to: partPaths.usersOf(env.name) },
    }));
    const groups = (directory?.groups ?? []).map((group): Command => ({
      id: `group:${group.entity}`,
      group: 'Groups',
      label: group.name,
      detail: `${group.description} · ${group.environment}`,
      keywords: 'group',
      target: { to: partPaths.usersOf(group.environment) },
    }));
    const users = (directory?.users ?? []).map((user): Command => ({
      id: `user:${user.entity}`,
      group: 'Users',
      label: user.name,
      detail: [user.description, user.email, user.environment.name].filter(Boolean).join(' · '),
      keywords: 'user',
      target: { to: partPaths.usersOf(user.environment.name) },
    }));
    return [...envs, ...groups, ...users];
  }, [environments, directory]);
}

/** The task whose id is typed, asked for directly once typing pauses; choosing it shows it on the Tasks tab. */
function useTaskCommands(query: string): { commands: Command[]; searching: boolean } {
  const settled = useDebouncedValue(query, TASK_LOOKUP_DELAY_MS);
  const wanted = parseTaskQuery(settled);
  const { data, isLoading } = useTask(wanted);
  const pending = parseTaskQuery(query) !== null && (query !== settled || isLoading);
  const commands = useMemo(
    () =>
      data
        ? [
            {
              id: `task:${data.id}:${data.groupIndex}`,
              group: 'Tasks' as const,
              label: `Task ${taskIdLabel(data.id, data.groupIndex)}`,
              detail: `${data.state} · ${applicationLabel(data.appName, data.appVersion)}`,
              keywords: data.id,
              target: { to: partPaths.task(data.id, data.groupIndex) },
            },
          ]
        : [],
    [data],
  );
  return { commands, searching: pending };
}

/**
 * Everything the command box can offer for `query`: read when the box opens (from the caches the
 * pages share, so a list a page has loaded is not asked again), the task by its id as typed.
 */
export function useCommands(query: string): { commands: Command[]; searching: boolean } {
  const fixed = usePageAndActionCommands();
  const apps = useAppCommands();
  const accounts = useAccountCommands();
  const tasks = useTaskCommands(query);
  const commands = useMemo(
    () => [...fixed, ...apps, ...tasks.commands, ...accounts],
    [fixed, apps, tasks.commands, accounts],
  );
  return { commands, searching: tasks.searching };
}
