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

/** Customization info stays fresh for 5 minutes. */
export const CUSTOMIZATION_CACHE = cachedFor(CACHE_LIFETIME_MS.customization);
/** The platform version stays fresh for 5 minutes. */
export const PLATFORM_VERSION_CACHE = cachedFor(CACHE_LIFETIME_MS.platformVersion);
/** The modelling-system version list stays fresh for 10 s. */
export const VERSION_LIST_CACHE = cachedFor(CACHE_LIFETIME_MS.versionList);
