import type { ProClient } from '@pro-portal/sdk';

/** What a route tells the boot: the calls its page makes first, to start before its code has loaded. */
export interface RouteHandle {
  preload?: (client: ProClient) => void;
}
