import {
  isHttpUrl,
  keptTranslations,
  type TBriefing,
  type TBriefingIcon,
  type TBriefingInput,
  type TBriefingLevel,
  type TLanguage,
  type TTranslations,
} from '@carehome/contracts';

// The daily briefing form (/admin/dailybriefings): the draft the screen edits, what is wrong with it
// (shown beside the fields before saving; the server checks the same), and the body it sends.

export interface ItemDraft {
  /** Kept for existing items (their ticks of today stay with them); a local key for new ones. */
  key: string;
  id?: string;
  icon: TBriefingIcon;
  /** In the briefing's language. */
  message: string;
  /** The message in the other languages; an empty one is missing. */
  translations: TTranslations;
  hyperlink: string;
}

export interface BriefingDraft {
  id?: string;
  name: string;
  /** The name in the other languages; an empty one is missing. */
  nameTranslations: TTranslations;
  level: TBriefingLevel;
  /** The language the items are written in (staff whose language has no translation read it). */
  language: TLanguage;
  isDefault: boolean;
  positions: string[];
  items: ItemDraft[];
}

let counter = 0;
const newKey = () => `new-${++counter}`;

export function newItem(): ItemDraft {
  return { key: newKey(), icon: 'info', message: '', translations: {}, hyperlink: '' };
}

/** A new briefing, written in the author's language. */
export function emptyDraft(level: TBriefingLevel, language: TLanguage = 'en'): BriefingDraft {
  return { name: '', nameTranslations: {}, level, language, isDefault: false, positions: [], items: [newItem()] };
}

export function draftOf(b: TBriefing): BriefingDraft {
  return {
    id: b.id,
    name: b.name,
    nameTranslations: { ...b.nameTranslations },
    level: b.level,
    language: b.language,
    isDefault: b.isDefault,
    positions: [...b.positions],
    items: b.items.map((i) => ({
      key: i.id,
      id: i.id,
      icon: i.icon,
      message: i.message,
      translations: { ...i.translations },
      hyperlink: i.hyperlink ?? '',
    })),
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

/** The item's text in `language` as the editor shows it: the message in the briefing's language, else its translation. */
export function itemText(item: ItemDraft, written: TLanguage, language: TLanguage): string {
  return language === written ? item.message : (item.translations[language] ?? '');
}

/** The item with its text in `language` changed (the message, or that language's translation). */
export function withItemText(item: ItemDraft, written: TLanguage, language: TLanguage, text: string): ItemDraft {
  return language === written ? { ...item, message: text } : { ...item, translations: { ...item.translations, [language]: text } };
}

/** The briefing's name in `language` as the editor shows it: the name in the written language, else its translation. */
export function nameText(d: BriefingDraft, language: TLanguage): string {
  return language === d.language ? d.name : (d.nameTranslations[language] ?? '');
}

/** The draft with its name in `language` changed (the name, or that language's translation). */
export function withNameText(d: BriefingDraft, language: TLanguage, text: string): BriefingDraft {
  return language === d.language ? { ...d, name: text } : { ...d, nameTranslations: { ...d.nameTranslations, [language]: text } };
}

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
    nameTranslations: keptTranslations({ ...d.nameTranslations, [d.language]: '' }),
    level: d.level,
    language: d.language,
    isDefault: d.isDefault,
    positions: d.positions.map((p) => p.trim()).filter(Boolean),
    items: d.items.map((i) => ({
      ...(i.id ? { id: i.id } : {}),
      icon: i.icon,
      message: i.message.trim(),
      // The written language's own entry would never be read: its text is the message.
      translations: keptTranslations({ ...i.translations, [d.language]: '' }),
      hyperlink: i.hyperlink.trim() || null,
    })),
  };
}
