import { isFinalState, type JobKind } from '@pro-portal/rules';

/** How often a table with moving rows asks again. */
export const LIVE_REFRESH_MS = 2000;

/** The refresh interval for rows of `kind`: only while some row can still change and the tab is visible. */
export function liveRefreshInterval(kind: JobKind, states: readonly string[], visible: boolean): number {
  if (!visible) return 0;
  return states.some((state) => !isFinalState(kind, state)) ? LIVE_REFRESH_MS : 0;
}
