import type { SessionManagerKind } from '@pro-portal/rules';
import type { Db } from '../db/db.js';

/** Records that a session entered a state (its event), now unless `at` says when. */
export async function recordEvent(
  db: Db,
  kind: SessionManagerKind,
  sessionId: string,
  event: string,
  at?: Date,
): Promise<void> {
  await db.kysely
    .insertInto('session_events')
    .values({ kind, session_id: sessionId, event, ...(at ? { at } : {}) })
    .execute();
}

/** The events of one session, oldest first. */
export async function sessionEvents(db: Db, kind: SessionManagerKind, sessionId: string) {
  const rows = await db.kysely
    .selectFrom('session_events')
    .select(['event', 'at'])
    .where('kind', '=', kind)
    .where('session_id', '=', sessionId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return { events: rows.map((r) => ({ event: r.event, time: new Date(r.at).toISOString() })) };
}

/** Forgets the events of a deleted session. */
export async function deleteEvents(db: Db, kind: SessionManagerKind, sessionId: string): Promise<void> {
  await db.kysely.deleteFrom('session_events').where('kind', '=', kind).where('session_id', '=', sessionId).execute();
}
