/** Local-storage key of the id this browser launches apps with. */
const DEVICE_ID_KEY = 'deviceId';

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

/** The id kept in this browser for launches; made on first use. */
export function deviceId(storage: Storage = window.localStorage): string {
  const existing = storage.getItem(DEVICE_ID_KEY);
  if (existing) return existing;
  const id = randomId();
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}
