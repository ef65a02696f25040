import * as z from 'zod/mini';
import { trimmed, ZEmail, ZId, ZIsoDateTime, ZLanguage } from './common.ts';
import { ZStaffRole } from './roles.ts';

/** An optional free text: trimmed, empty becomes null. */
const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v) => (v ? v : null)),
  );

/**
 * A staff member as an administrator edits it. `pinCode`: omitted keeps the PIN,
 * null or '' removes it, digits set it. PINs are never sent back.
 */
export const ZStaffMemberInput = z.object({
  staffRefId: trimmed(1, 40),
  firstName: trimmed(1, 80),
  lastName: trimmed(1, 80),
  email: z.pipe(
    z.nullish(z.union([ZEmail, z.literal('')])),
    z.transform((v) => (v ? v.trim().toLowerCase() : null)),
  ),
  pinCode: z.nullish(z.string().check(z.trim(), z.maxLength(16))),
  role: ZStaffRole,
  position: optionalText(80),
  facilityId: ZId,
  restrictedArea: optionalText(300),
  restrictedAreaAssignmentId: z.pipe(
    z.nullish(ZId),
    z.transform((v) => v ?? null),
  ),
  offsiteAuthentication: z._default(z.boolean(), false),
  emailNotifications: z._default(z.boolean(), true),
  /**
   * The language of the person's mails (invitation, notifications, reports); omitted keeps it. Their next
   * sign-in in another language replaces it: the language they use the app in is the surer choice.
   */
  language: z.optional(z.nullable(ZLanguage)),
});
export type TStaffMemberInput = z.input<typeof ZStaffMemberInput>;
export type TStaffMemberValues = z.output<typeof ZStaffMemberInput>;

export const ZStaffMember = z.object({
  id: ZId,
  staffRefId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  hasPin: z.boolean(),
  /** The PIN has fewer than six digits (or was set before lengths were kept): the person should get a new one. */
  pinNeedsReplacing: z.boolean(),
  hasPassword: z.boolean(),
  role: ZStaffRole,
  position: z.nullable(z.string()),
  facilityId: ZId,
  isArchived: z.boolean(),
  restrictedArea: z.nullable(z.string()),
  restrictedAreaAssignmentId: z.nullable(ZId),
  offsiteAuthentication: z.boolean(),
  emailNotifications: z.boolean(),
  /** The language of the person's mails: set on the staff form, else that of their last sign-in; null when not known. */
  language: z.nullable(ZLanguage),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffList = z.object({ staffMembers: z.array(ZStaffMember) });
/** POST /staff: create (no id) or update a staff member. */
export const ZStaffSave = z.object({ staffMember: z.extend(ZStaffMemberInput, { id: z.optional(ZId) }) });
export const ZStaffArchive = z.object({ id: ZId, archived: z.boolean() });
/** Sends a staff member with an email an invitation to set (or reset) their password. */
export const ZStaffInvite = z.object({ id: ZId, language: z.optional(ZLanguage) });

/** POST /staff/generatepin: a random PIN that no staff member of the organization has (for the staff form). */
export const ZGeneratePinRequest = z.object({ facilityId: ZId });
export const ZGeneratedPin = z.object({
  /** Six digits, not saved anywhere yet: it becomes someone's PIN when the staff member is saved with it. */
  pin: z.string(),
});
export type TGeneratedPin = z.infer<typeof ZGeneratedPin>;
