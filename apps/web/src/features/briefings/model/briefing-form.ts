import { isHttpUrl, type TBriefing, type TBriefingIcon, type TBriefingInput, type TBriefingLevel } from '@carehome/contracts';

// The daily briefing form (/admin/dailybriefings): the draft the screen edits, what is wrong with it
// (shown beside the fields before saving; the server checks the same), and the body it sends.

export interface ItemDraft {
  /** Kept for existing items (their ticks of today stay with them); a local key for new ones. */
  key: string;
  id?: string;
  icon: TBriefingIcon;
  message: string;
  hyperlink: string;
}

export interface BriefingDraft {
  id?: string;
  name: string;
  level: TBriefingLevel;
  isDefault: boolean;
  positions: string[];
  items: ItemDraft[];
}

let counter = 0;
const newKey = () => `new-${++counter}`;

export function newItem(): ItemDraft {
  return { key: newKey(), icon: 'info', message: '', hyperlink: '' };
}

export function emptyDraft(level: TBriefingLevel): BriefingDraft {
  return { name: '', level, isDefault: false, positions: [], items: [newItem()] };
}

export function draftOf(b: TBriefing): BriefingDraft {
  return {
    id: b.id,
    name: b.name,
    level: b.level,
    isDefault: b.isDefault,
    positions: [...b.positions],
    items: b.items.map((i) => ({ key: i.id, id: i.id, icon: i.icon, message: i.message, hyperlink: i.hyperlink ?? '' })),
  };
}

/** Moves item `index` up (-1) or down (+1); out of range changes nothing. */
export function moveItem(items: readonly ItemDraft[], index: number, by: -1 | 1): ItemDraft[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved as ItemDraft);
  return next;
}

export type DraftProblem = 'required' | 'url' | 'noItems';

/** Problems by field path, as the server names them ('name', 'items', 'items.0.message', 'items.0.hyperlink'). */
export function draftProblems(d: BriefingDraft): Record<string, DraftProblem> {
  const out: Record<string, DraftProblem> = {};
  if (!d.name.trim()) out.name = 'required';
  if (!d.items.length) out.items = 'noItems';
  d.items.forEach((item, i) => {
    if (!item.message.trim()) out[`items.${i}.message`] = 'required';
    const link = item.hyperlink.trim();
    if (link && !isHttpUrl(link)) out[`items.${i}.hyperlink`] = 'url';
  });
  return out;
}

export function toInput(d: BriefingDraft): TBriefingInput {
  return {
    ...(d.id ? { id: d.id } : {}),
    name: d.name.trim(),
    level: d.level,
    isDefault: d.isDefault,
    positions: d.positions.map((p) => p.trim()).filter(Boolean),
    items: d.items.map((i) => ({
      ...(i.id ? { id: i.id } : {}),
      icon: i.icon,
      message: i.message.trim(),
      hyperlink: i.hyperlink.trim() || null,
    })),
  };
}
