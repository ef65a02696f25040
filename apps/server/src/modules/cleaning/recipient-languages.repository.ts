import { LANGUAGES, type TLanguage } from '@carehome/contracts';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import { staffMembers } from '../../db/schema/identity.ts';
import type { Executor } from '../../platform/db/database.ts';

/**
 * The known language of each address among `emails` (lower case) that is a staff member's of the
 * organization: the language they last signed in with. An address that is nobody's, or of someone who
 * never signed in, is not in the map.
 */
export async function staffLanguages(tx: Executor, emails: string[]): Promise<Map<string, TLanguage>> {
  if (!emails.length) return new Map();
  const rows = await tx
    .select({ email: sql<string>`lower(${staffMembers.email})`, language: staffMembers.language })
    .from(staffMembers)
    .where(sql`${inArray(sql`lower(${staffMembers.email})`, emails)} and ${isNotNull(staffMembers.language)}`);
  const out = new Map<string, TLanguage>();
  for (const r of rows) if (LANGUAGES.includes(r.language as TLanguage)) out.set(r.email, r.language as TLanguage);
  return out;
}
