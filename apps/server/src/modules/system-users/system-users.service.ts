import { type TLanguage, type TSystemUser, ZSystemUserRole } from '@carehome/contracts';
import { canManageRole } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { AuthContext } from '../../platform/auth/session.types.ts';
import { revokeSessionsOf } from '../../platform/auth/sessions.repository.ts';
import { AppError, notFound, uniqueViolation } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { inviteToSetPassword } from '../auth/index.ts';
import {
  deleteSystemUser,
  findSystemUser,
  insertSystemUser,
  listSystemUsers,
  type SystemUserRow,
  updateSystemUser,
} from './system-users.repository.ts';

const UNIQUE = {
  system_users_email_unique: { field: 'systemUser.email', code: 'duplicate.staff_email' },
  login_directory_pkey: { field: 'systemUser.email', code: 'duplicate.staff_email' },
} as const;

function toSystemUser(row: SystemUserRow, auth: AuthContext): TSystemUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: ZSystemUserRole.parse(row.role),
    hasPassword: row.passwordHash !== null,
    isSelf: auth.kind === 'system' && auth.subjectId === row.id,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Only provider administrators edit system users, never the user they are signed in as, and never a
 * higher role: 'You have no permission to edit System Users'.
 */
function assertMayEdit(auth: AuthContext, target: { id?: string; role: string } | undefined): void {
  const denied =
    auth.kind !== 'system' ||
    auth.role !== 'SiteAdministrator' ||
    (target?.id !== undefined && target.id === auth.subjectId) ||
    (target && !canManageRole(auth.role, ZSystemUserRole.parse(target.role)));
  if (denied) throw new AppError(403, 'permission.system_users');
}

/** The provider's users: for provider administrators only (the /admin/systemusers screen). */
export async function getSystemUsers(ctx: AppContext, auth: AuthContext): Promise<TSystemUser[]> {
  if (auth.kind !== 'system' || auth.role !== 'SiteAdministrator') throw new AppError(403, 'permission.system_users');
  return (await listSystemUsers(ctx.database.db)).map((r) => toSystemUser(r, auth));
}

export async function saveSystemUser(
  ctx: AppContext,
  auth: AuthContext,
  meta: RequestMeta,
  input: {
    id?: string | undefined;
    email: string;
    name: string;
    role: 'SiteAdministrator' | 'SiteAssistant';
    language?: TLanguage | undefined;
  },
): Promise<TSystemUser> {
  const email = input.email.toLowerCase();
  try {
    return await ctx.database.db.transaction(async (tx) => {
      let id = input.id;
      if (id) {
        const existing = await findSystemUser(tx, id);
        if (!existing) throw notFound();
        assertMayEdit(auth, existing);
        assertMayEdit(auth, { role: input.role });
        await updateSystemUser(tx, id, { email, name: input.name, role: input.role });
        if (existing.role !== input.role || existing.email !== email) await revokeSessionsOf(tx, id, 'role-changed');
      } else {
        assertMayEdit(auth, { role: input.role });
        id = await insertSystemUser(tx, { email, name: input.name, role: input.role });
        await inviteToSetPassword(
          ctx,
          tx,
          { kind: 'system', id, email, tenantId: null, name: input.name, organization: null },
          input.language,
        );
      }
      await recordEvent(tx, {
        ...fromRequest(meta),
        tenantId: null,
        type: input.id ? 'system_user.updated' : 'system_user.created',
        subjectType: 'system_user',
        subjectId: id,
      });
      return toSystemUser((await findSystemUser(tx, id)) as SystemUserRow, auth);
    });
  } catch (err) {
    throw uniqueViolation(err, UNIQUE) ?? err;
  }
}

export async function removeSystemUser(ctx: AppContext, auth: AuthContext, meta: RequestMeta, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const existing = await findSystemUser(tx, id);
    if (!existing) throw notFound();
    assertMayEdit(auth, existing);
    await revokeSessionsOf(tx, id, 'deleted');
    await deleteSystemUser(tx, id);
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: null,
      type: 'system_user.deleted',
      subjectType: 'system_user',
      subjectId: id,
      data: { email: existing.email },
    });
  });
}
