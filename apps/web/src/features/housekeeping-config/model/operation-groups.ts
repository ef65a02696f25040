import type { TOperation } from '@carehome/contracts';
import { moveItem, nameKey, newId } from './config-draft.ts';

// Operations and their groups. A group is a run of neighbouring operations with the same group
// name (ticking a group on the cleaning screen ticks all its items), so a group keeps its identity
// while its name is being typed, even through a name another group has.

export interface OperationGroup {
  /** Stable while the group's first operation stays first: its id. */
  key: string;
  name: string;
  /** Index of the group's first operation in the routine's list. */
  start: number;
  items: TOperation[];
}

export function groupOperations(ops: readonly TOperation[]): OperationGroup[] {
  const groups: OperationGroup[] = [];
  ops.forEach((op, index) => {
    const last = groups[groups.length - 1];
    if (last && last.name === op.group) last.items.push(op);
    else groups.push({ key: op.id, name: op.group, start: index, items: [op] });
  });
  return groups;
}

const flatten = (groups: readonly OperationGroup[]): TOperation[] => groups.flatMap((g) => g.items);

export function renameGroup(ops: readonly TOperation[], key: string, name: string): TOperation[] {
  return flatten(groupOperations(ops).map((g) => (g.key === key ? { ...g, items: g.items.map((o) => ({ ...o, group: name })) } : g)));
}

export function moveGroup(ops: readonly TOperation[], key: string, delta: number): TOperation[] {
  const groups = groupOperations(ops);
  return flatten(
    moveItem(
      groups,
      groups.findIndex((g) => g.key === key),
      delta,
    ),
  );
}

export function removeGroup(ops: readonly TOperation[], key: string): TOperation[] {
  return flatten(groupOperations(ops).filter((g) => g.key !== key));
}

export function newOperation(group: string, item = '', id = newId()): TOperation {
  return { id, group, item, optional: false, icon: null, detailImages: [] };
}

/** A new group (name to be typed) with one empty item, at the end; the item's id is the group's key. */
export function addGroup(ops: readonly TOperation[], id = newId(), name = ''): TOperation[] {
  return [...ops, newOperation(name, '', id)];
}

/** A new empty item with the given id at the end of a group. */
export function addItem(ops: readonly TOperation[], key: string, id = newId()): TOperation[] {
  return flatten(groupOperations(ops).map((g) => (g.key === key ? { ...g, items: [...g.items, newOperation(g.name, '', id)] } : g)));
}

/** Moves an operation up or down inside its group. */
export function moveOperation(ops: readonly TOperation[], id: string, delta: number): TOperation[] {
  return flatten(
    groupOperations(ops).map((g) => {
      const index = g.items.findIndex((o) => o.id === id);
      return index < 0 ? g : { ...g, items: moveItem(g.items, index, delta) };
    }),
  );
}

/** Moves an operation to the end of another group, taking that group's name. */
export function moveOperationToGroup(ops: readonly TOperation[], id: string, key: string): TOperation[] {
  const op = ops.find((o) => o.id === id);
  const groups = groupOperations(ops);
  const target = groups.find((g) => g.key === key);
  if (!op || !target || target.items.includes(op)) return [...ops];
  const moved = { ...op, group: target.name };
  return flatten(
    groups
      .map((g) => ({
        ...g,
        items: [...g.items.filter((o) => o.id !== id), ...(g.key === key ? [moved] : [])],
      }))
      .filter((g) => g.items.length > 0),
  );
}

export function updateOperation(ops: readonly TOperation[], id: string, fn: (o: TOperation) => TOperation): TOperation[] {
  return ops.map((o) => (o.id === id ? fn(o) : o));
}

/**
 * Indexes of the first operation of each group whose (non-blank) name an earlier group of the same
 * routine already has: two groups of one name would show as one on the cleaning screen.
 */
export function duplicateGroupStarts(ops: readonly TOperation[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (const g of groupOperations(ops)) {
    const k = nameKey(g.name);
    if (!k) continue;
    if (seen.has(k)) out.push(g.start);
    seen.add(k);
  }
  return out;
}
