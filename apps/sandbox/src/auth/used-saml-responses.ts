import { sql } from 'kysely';
import type { Db } from '../db/db.js';

/** How long past its NotOnOrAfter a used response is remembered: instances' clocks may differ by that much. */
const CLOCK_MARGIN_MINUTES = 10;

/**
 * Records that a SAML response signs someone in; false when it already did, through any instance on
 * the database. Responses past their lifetime (and the margin) are forgotten: they are refused as
 * expired anyway.
 */
export async function useSamlResponse(db: Db, responseId: string, notOnOrAfter: string): Promise<boolean> {
  await db.kysely
    .deleteFrom('used_saml_responses')
    .where('valid_until', '<', sql<Date>`now() - make_interval(mins => ${CLOCK_MARGIN_MINUTES})`)
    .execute();
  const recorded = await db.kysely
    .insertInto('used_saml_responses')
    .values({ response_id: responseId, valid_until: notOnOrAfter })
    .onConflict((oc) => oc.column('response_id').doNothing())
    .returning('response_id')
    .executeTakeFirst();
  return recorded !== undefined;
}
