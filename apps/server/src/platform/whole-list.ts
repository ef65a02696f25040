import type { Executor } from './db/database.ts';

/** The repository calls of a site's list that is saved as a whole, as its owning module writes them. */
export interface WholeListRepository<Values> {
  /** Rewrites the site's row `id`; false when the site has no such row. */
  update: (tx: Executor, facilityId: string, id: string, values: Values) => Promise<boolean>;
  /** Makes a new row and answers with its id. */
  insert: (tx: Executor, tenantId: string, facilityId: string, values: Values) => Promise<string>;
  /** Deletes the site's rows whose id is not in `keep`. */
  deleteExcept: (tx: Executor, facilityId: string, keep: string[]) => Promise<void>;
}

/**
 * Saves a site's list as a whole (the screens send the full list, in order): an item naming one of the site's
 * rows rewrites it; an item without an id, with an id that is not the site's, or naming a row an earlier item
 * already took makes a new row; the rows the list leaves out are deleted. Answers with the kept ids in list
 * order (their count is what the save's event records).
 */
export async function saveWholeList<Values>(
  tx: Executor,
  site: { tenantId: string; facilityId: string },
  items: ReadonlyArray<{ id?: string | null | undefined; values: Values }>,
  repository: WholeListRepository<Values>,
): Promise<string[]> {
  const keep: string[] = [];
  for (const { id, values } of items) {
    if (id && !keep.includes(id) && (await repository.update(tx, site.facilityId, id, values))) keep.push(id);
    else keep.push(await repository.insert(tx, site.tenantId, site.facilityId, values));
  }
  await repository.deleteExcept(tx, site.facilityId, keep);
  return keep;
}
