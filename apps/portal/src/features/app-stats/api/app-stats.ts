import { SessionManager } from '@pro-portal/sdk';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import type { StatsKind, StatsResolution } from '../lib/stats-view';

export interface AppStatsParams {
  kind: StatsKind;
  resolution: StatsResolution;
  /** The first day (YYYY-MM-DD, UTC) of the range. */
  from: string;
  /** The day after the last one: the server's `to` is exclusive. */
  to: string;
  /** One user's sessions (admins); '' for everyone the caller may see. */
  user: string;
}

const KINDS: Record<StatsKind, SessionManager.SessionKind> = {
  webui: SessionManager.SessionKind.Webui,
  solve: SessionManager.SessionKind.Solve,
  task: SessionManager.SessionKind.Task,
};

const RESOLUTIONS: Record<StatsResolution, SessionManager.StatsResolution> = {
  auto: SessionManager.StatsResolution.Auto,
  hour: SessionManager.StatsResolution.Hour,
  day: SessionManager.StatsResolution.Day,
  week: SessionManager.StatsResolution.Week,
  month: SessionManager.StatsResolution.Month,
};

/** The SDK's request; never called without params (the hook's key is null then). */
function request(appName: string, params: AppStatsParams | null): SessionManager.GetAppStatsRequest {
  if (!params) return { appName };
  const { kind, resolution, from, to, user } = params;
  return { appName, kind: KINDS[kind], resolution: RESOLUTIONS[resolution], from, to, user: user || undefined };
}

/** One app's statistics of one session kind over a range; off (null params) while the range is not valid. */
export const useAppStats = (name: string, params: AppStatsParams | null) =>
  useSdkSWR(params ? queryKeys.appStats(name, params) : null, (client, signal) =>
    client.sessions.sessions.getAppStats(request(name, params), { signal }),
  );
