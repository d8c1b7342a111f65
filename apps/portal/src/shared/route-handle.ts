import type { ProClient } from '@pro-portal/sdk';
import type { EarlyCall } from './api/early-calls';

/** What a route tells the boot: the calls its page makes first, started before its code has loaded. */
export interface RouteHandle {
  firstCalls?: (client: ProClient) => EarlyCall[];
}
