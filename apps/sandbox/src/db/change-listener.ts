import pg from 'pg';
import type { DataChanges } from './data-changes.js';

/** The channel on which the instances on one PostgreSQL database announce their changes. */
export const CHANGES_CHANNEL = 'pro_data_changed';
/** How long after losing its connection the listener connects again. */
const RETRY_MS = 1000;

/**
 * Hears the changes other instances announce on CHANGES_CHANNEL, on a connection of its own (named
 * like the instance's others), and moves `changes` on with each. While that connection is down,
 * `changes` knows that it hears nothing, and the listener connects again. Resolves with its stop.
 */
export async function hearChanges(
  connectionString: string,
  applicationName: string,
  changes: DataChanges,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const lost = (client: pg.Client) => {
    if (client !== current && current !== undefined) return;
    current = undefined;
    changes.hearing(false);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (!stopped && !retry) retry = setTimeout(() => void connect(), RETRY_MS);
  };

  async function connect(): Promise<void> {
    retry = undefined;
    const client = new pg.Client({ connectionString, application_name: applicationName });
    client.on('notification', () => changes.changed());
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch {
      lost(client);
      return;
    }
    if (stopped) return void client.end().catch(() => undefined);
    current = client;
    changes.hearing(true);
  }

  changes.hearing(false);
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    changes.hearing(false);
    await client?.end().catch(() => undefined);
  };
}
