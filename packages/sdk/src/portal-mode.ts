import type { ApiOperations } from './client';
import type { PortalModeApi } from './generated/v1';

/** Any client offering the v1 portal mode class. */
export type ClientWithPortalMode = { readonly v1: { readonly portalMode: ApiOperations<PortalModeApi> } };

/** Whether the account runs in mixed mode (the Help, Stats and About pages are on): 'yes' or 'no'. */
export type MixedMode = 'yes' | 'no';

/** The portal mode value that turns mixed mode on (compared exactly: 'Mixed' is not it). */
export const MIXED_PORTAL_MODE = 'mixed';

/**
 * Reads the portal mode from the X-Account-Portal-Mode header: 'yes' for 'mixed', 'no' for anything
 * else and for a failed call.
 * @example
 * const mixed = (await readPortalMode(pro)) === 'yes';
 */
export async function readPortalMode(client: ClientWithPortalMode): Promise<MixedMode> {
  try {
    const answer = await client.v1.portalMode.getPortalModeRaw();
    return answer.raw.headers.get('X-Account-Portal-Mode') === MIXED_PORTAL_MODE ? 'yes' : 'no';
  } catch {
    return 'no';
  }
}
