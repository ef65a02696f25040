import type { TLanguage, TTranslations } from '@carehome/contracts';
import type { Executor } from '../../platform/db/database.ts';
import { deleteTenantAcknowledgements, insertTenantAcknowledgement } from './acknowledgements.repository.ts';

// The acknowledgement an outbreak publishes to its site's staff (they confirm it at PIN sign-in and on the
// staff dashboard, decision 0028). Acknowledgements target a site, not an area, so the notice names the area.
// Withdrawing it is what removing an acknowledgement from the site's list is: the row and who confirmed it go.

/** Publishes a Site-level acknowledgement from `date` (the site's today); returns its id. */
export async function publishOutbreakNotice(
  tx: Executor,
  notice: { tenantId: string; facilityId: string; date: string; message: string; language: TLanguage; translations: TTranslations },
): Promise<string> {
  const id = crypto.randomUUID();
  await insertTenantAcknowledgement(tx, { id, level: 'Site', hyperlink: null, ...notice });
  return id;
}

/** Withdraws an outbreak's acknowledgement from the site's list. */
export async function withdrawOutbreakNotice(tx: Executor, acknowledgementId: string): Promise<void> {
  await deleteTenantAcknowledgements(tx, [acknowledgementId]);
}
