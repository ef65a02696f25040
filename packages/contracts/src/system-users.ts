import * as z from 'zod/mini';
import { trimmed, ZEmail, ZId, ZIsoDateTime, ZLanguage } from './common.ts';
import { ZSystemUserRole } from './roles.ts';

export const ZSystemUser = z.object({
  id: ZId,
  email: z.string(),
  name: z.string(),
  role: ZSystemUserRole,
  hasPassword: z.boolean(),
  isSelf: z.boolean(),
  createdAt: ZIsoDateTime,
});
export type TSystemUser = z.infer<typeof ZSystemUser>;
export const ZSystemUserList = z.object({ systemUsers: z.array(ZSystemUser) });

/** POST /systemusers: create (no id; an invitation mail follows) or update. */
export const ZSystemUserSave = z.object({
  systemUser: z.object({
    id: z.optional(ZId),
    email: ZEmail,
    name: trimmed(1, 120),
    role: ZSystemUserRole,
    language: z.optional(ZLanguage),
  }),
});
export const ZSystemUserDelete = z.object({ id: ZId });
