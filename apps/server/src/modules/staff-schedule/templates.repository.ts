import type { TAssignmentTemplate, TTemplateAssignment } from '@carehome/contracts';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { assignmentTemplates } from '../../db/schema/schedules.ts';
import type { Executor } from '../../platform/db/database.ts';

export async function listTemplates(tx: Executor, facilityId: string): Promise<TAssignmentTemplate[]> {
  const rows = await tx
    .select()
    .from(assignmentTemplates)
    .where(eq(assignmentTemplates.facilityId, facilityId))
    .orderBy(asc(assignmentTemplates.description));
  return rows.map((r) => ({ id: r.id, description: r.description, assignments: r.assignments }));
}

export async function listTemplateSummaries(tx: Executor, facilityId: string) {
  return (await listTemplates(tx, facilityId)).map((t) => ({ id: t.id, description: t.description, assignments: t.assignments.length }));
}

export async function findTemplate(tx: Executor, facilityId: string, id: string): Promise<TAssignmentTemplate | undefined> {
  return (await listTemplates(tx, facilityId)).find((t) => t.id === id);
}

export async function insertTemplate(
  tx: Executor,
  tenantId: string,
  facilityId: string,
  t: { id?: string | undefined; description: string; assignments: TTemplateAssignment[] },
): Promise<string> {
  const [row] = await tx
    .insert(assignmentTemplates)
    .values({ ...(t.id ? { id: t.id } : {}), tenantId, facilityId, description: t.description, assignments: t.assignments })
    .returning({ id: assignmentTemplates.id });
  return (row as { id: string }).id;
}

export async function updateTemplate(
  tx: Executor,
  facilityId: string,
  t: { id: string; description: string; assignments: TTemplateAssignment[] },
): Promise<boolean> {
  const rows = await tx
    .update(assignmentTemplates)
    .set({ description: t.description, assignments: t.assignments, updatedAt: new Date() })
    .where(and(eq(assignmentTemplates.id, t.id), eq(assignmentTemplates.facilityId, facilityId)))
    .returning({ id: assignmentTemplates.id });
  return rows.length > 0;
}

/** Deletes the site's templates not in `keep`. */
export async function deleteTemplatesExcept(tx: Executor, facilityId: string, keep: string[]): Promise<void> {
  const site = eq(assignmentTemplates.facilityId, facilityId);
  await tx.delete(assignmentTemplates).where(keep.length ? and(site, notInArray(assignmentTemplates.id, keep)) : site);
}
