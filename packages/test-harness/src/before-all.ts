import { startSandbox, type SandboxHandle, type StartOptions } from './sandbox';

/**
 * The one way a suite holds what it starts once (a sandbox, a signed-in client, a browser): made in a
 * beforeAll hook and answered as a stand-in, so that the suite declares it as a constant and reads
 * it like the value itself; reading it before the hook has run fails with a clear message.
 */
export function beforeAllValue<T extends object>(make: () => Promise<T>, timeoutMs?: number): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  }, timeoutMs);
  const current = (): T => {
    if (value === undefined) throw new Error('read before its beforeAll hook made it');
    return value;
  };
  return new Proxy({} as T, {
    // The value's own properties are answered as they are (a wrapped fetch keeps its cookie jar);
    // a method of its class is bound to it, so that it runs on the value and its private fields.
    get: (_, key) => {
      const target = current();
      const field: unknown = Reflect.get(target, key);
      const method = typeof field === 'function' && !Object.prototype.hasOwnProperty.call(target, key);
      return method ? field.bind(target) : field;
    },
    has: (_, key) => Reflect.has(current(), key),
    // Spreading, Object.keys and toEqual see the value's own properties.
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      // The stand-in has no properties of its own, so a property it reports must be configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(current()),
  });
}

/** Starts a sandbox before the suite's tests and stops it after them. */
export function useSandbox(options: StartOptions = {}): SandboxHandle {
  let started: SandboxHandle | undefined;
  const sb = beforeAllValue(async () => {
    started = await startSandbox(options);
    return started;
  });
  afterAll(async () => {
    await started?.stop();
  });
  return sb;
}
