import type { SWRConfiguration } from 'swr';
import { CACHE_LIFETIME_MS } from './timings';

/** Data that stays valid for `lifetime` ms: a page change within it does not refetch. */
function cachedFor(lifetime: number): SWRConfiguration {
  return {
    dedupingInterval: lifetime,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    focusThrottleInterval: lifetime,
  };
}

/** Customization info: 5 minutes (spec section 9). */
export const CUSTOMIZATION_CACHE = cachedFor(CACHE_LIFETIME_MS.customization);
/** Platform version: 5 minutes (spec section 9). */
export const PLATFORM_VERSION_CACHE = cachedFor(CACHE_LIFETIME_MS.platformVersion);
/** Modelling-system version list: 10 s (spec section 9). */
export const VERSION_LIST_CACHE = cachedFor(CACHE_LIFETIME_MS.versionList);
