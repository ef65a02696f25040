import type { TLanguage, TTranslations } from '@carehome/contracts';
import type { Executor } from '../../platform/db/database.ts';
import { deleteTenantAcknowledgements, insertTenantAcknowledgement } from './acknowledgements.repository.ts';

// The acknowledgement an outbreak publishes to the staff who work where it is (they confirm it at PIN
// sign-in and on the staff dashboard, decision 0028). An area's outbreak is asked of the staff of that
// area (asksReader in the domain): those not restricted to an area, and those restricted to an area that
// shares rooms with it. Withdrawing it is what removing an acknowledgement from the site's list is: the
// row and who confirmed it go.

/** Publishes a Site-level acknowledgement dated `date` (the outbreak's first day), for `areaId` or the whole site. */
export async function publishOutbreakNotice(
  tx: Executor,
  notice: {
    tenantId: string;
    facilityId: string;
    areaId: string | null;
    date: string;
    message: string;
    language: TLanguage;
    translations: TTranslations;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  await insertTenantAcknowledgement(tx, { id, level: 'Site', hyperlink: null, ...notice });
  return id;
}

/** Withdraws an outbreak's acknowledgement from the site's list. */
export async function withdrawOutbreakNotice(tx: Executor, acknowledgementId: string): Promise<void> {
  await deleteTenantAcknowledgements(tx, [acknowledgementId]);
}
