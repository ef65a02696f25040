import type pg from 'pg';
import { SESSIONS_CHANNEL } from '../../platform/auth/sessions.repository.ts';
import { EVENTS_CHANNEL } from '../../platform/events.repository.ts';

/** Subscribes the bus's own connection to the announcements of recorded events and of session changes. */
export async function listenForChanges(client: pg.Client): Promise<void> {
  await client.query(`LISTEN ${EVENTS_CHANNEL}`);
  await client.query(`LISTEN ${SESSIONS_CHANNEL}`);
}
