import { useEffect } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type Key, type SWRConfiguration, type SWRResponse } from 'swr';

/** A fetcher that hands its signal to the SDK call: `(signal) => client.main.tasks.listTasks(params, { signal })`. */
export type SignalFetcher<Data> = (signal: AbortSignal) => Promise<Data>;

type Cache = ReturnType<typeof useSWRConfig>['cache'];

/** The hooks mounted on one key of one cache and the requests for it still in flight. */
interface KeyUse {
  subscribers: number;
  inFlight: Set<AbortController>;
}

// Per SWR cache (tests give each render its own), per serialised key.
const uses = new WeakMap<Cache, Map<string, KeyUse>>();

function keyUseOf(cache: Cache, id: string): KeyUse {
  let byKey = uses.get(cache);
  if (!byKey) uses.set(cache, (byKey = new Map()));
  let use = byKey.get(id);
  if (!use) byKey.set(id, (use = { subscribers: 0, inFlight: new Set() }));
  return use;
}

function forgetIfIdle(cache: Cache, id: string, use: KeyUse): void {
  const byKey = uses.get(cache);
  if (use.subscribers === 0 && use.inFlight.size === 0 && byKey?.get(id) === use) byKey.delete(id);
}

/**
 * When the last hook of a key unmounts while its request is in flight, aborts that request and, once
 * SWR has recorded the aborted error, forgets the key, so a page that comes back loads afresh instead
 * of showing 'The request was cancelled.'. The check waits a turn: a page that hands the key to the
 * next one in the same commit (or React's strict-mode remount) keeps the request.
 */
function release(cache: Cache, id: string, use: KeyUse): void {
  use.subscribers -= 1;
  setTimeout(() => {
    if (use.subscribers > 0) return;
    if (use.inFlight.size > 0) {
      for (const controller of use.inFlight) controller.abort();
      setTimeout(() => {
        if (use.subscribers === 0) cache.delete(id);
      });
    }
    forgetIfIdle(cache, id, use);
  });
}

/**
 * useSWR for SDK calls: the fetcher gets an AbortSignal that fires when every component using the
 * key has unmounted before the answer came, so a page that is left stops its requests. SWR shares
 * one request among the hooks of a key; it is aborted only when the last of them goes.
 * @example
 * useProSWR(tunnelsKey, async (signal) => (await client.main.customization.listTunnels({ signal })).tunnels);
 */
export function useProSWR<Data>(
  key: Key,
  fetcher: SignalFetcher<Data>,
  config?: SWRConfiguration<Data>,
): SWRResponse<Data> {
  const { cache } = useSWRConfig();
  const id = unstable_serialize(key);

  useEffect(() => {
    if (!id) return undefined;
    const use = keyUseOf(cache, id);
    use.subscribers += 1;
    return () => release(cache, id, use);
  }, [cache, id]);

  const signalled = async (): Promise<Data> => {
    const use = keyUseOf(cache, id);
    const controller = new AbortController();
    use.inFlight.add(controller);
    try {
      return await fetcher(controller.signal);
    } finally {
      use.inFlight.delete(controller);
      forgetIfIdle(cache, id, use);
    }
  };
  return useSWR<Data>(key, signalled, config);
}
