import { z } from 'zod';
import { ZEmail, ZId } from './common.ts';
import { ZStaffRole } from './roles.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A staff member as an administrator edits it (spec section 3). `pinCode`: omitted keeps the PIN,
 * null or '' removes it, digits set it. PINs are never sent back.
 */
export const ZStaffMemberInput = z.object({
  staffRefId: z.string().trim().min(1).max(40),
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().min(1).max(80),
  email: z
    .union([ZEmail, z.literal('')])
    .nullish()
    .transform((v) => (v ? v.trim().toLowerCase() : null)),
  pinCode: z.string().trim().max(16).nullish(),
  role: ZStaffRole,
  position: optionalText(80),
  facilityId: ZId,
  restrictedArea: optionalText(300),
  restrictedAreaAssignmentId: ZId.nullish().transform((v) => v ?? null),
  offsiteAuthentication: z.boolean().default(false),
  emailNotifications: z.boolean().default(true),
});
export type TStaffMemberInput = z.input<typeof ZStaffMemberInput>;
export type TStaffMemberValues = z.output<typeof ZStaffMemberInput>;

export const ZStaffMember = z.object({
  id: ZId,
  staffRefId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  hasPin: z.boolean(),
  hasPassword: z.boolean(),
  role: ZStaffRole,
  position: z.string().nullable(),
  facilityId: ZId,
  isArchived: z.boolean(),
  restrictedArea: z.string().nullable(),
  restrictedAreaAssignmentId: ZId.nullable(),
  offsiteAuthentication: z.boolean(),
  emailNotifications: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
