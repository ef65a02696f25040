import { type TEmailRecipients, ZEmail } from '@carehome/contracts';

/** One checkbox of the Send Email popup. */
export interface EmailAddress {
  /** Lower case: one checkbox per address, whatever its case in the lists. */
  key: string;
  email: string;
  /** The staff member's name; null for a supervisor (the organization keeps only their address). */
  name: string | null;
  /**
   * An address by the server's own rule. A list may hold an older one that is not (kept before the rule):
   * it is shown but cannot be ticked, so Send never fails for it.
   */
  valid: boolean;
}

/** Supervisors first, then staff members whose address is not already a supervisor's; each address once. */
export function emailAddresses(r: TEmailRecipients): { supervisors: EmailAddress[]; staff: EmailAddress[] } {
  const seen = new Set<string>();
  const take = (email: string, name: string | null): EmailAddress[] => {
    const key = email.trim().toLowerCase();
    if (!key || seen.has(key)) return [];
    seen.add(key);
    return [{ key, email: email.trim(), name, valid: ZEmail.safeParse(email.trim()).success }];
  };
  return {
    supervisors: r.supervisors.flatMap((email) => take(email, null)),
    staff: r.staff.flatMap((s) => take(s.email, s.name)),
  };
}
