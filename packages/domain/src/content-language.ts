import { LANGUAGES, type TConfigTranslations, type THousekeepingConfig, type TLanguage, type TTranslations } from '@carehome/contracts';

// What administrators write (names of the configuration, briefing items, acknowledgements, report links)
// is shown to each reader in their own language. These are the only functions that pick a language for
// such a text: a screen, an export or a mail that shows one calls them with the reader's language.

/** The text in `language`: its translation there, else the text as written (in its author's language). */
export function inLanguage(text: string, translations: TTranslations | null | undefined, language: TLanguage): string {
  const own = translations && Object.hasOwn(translations, language) ? translations[language]?.trim() : '';
  return own || text;
}

/** The part of a configuration that names are read through. */
export type ConfigLanguage = Pick<THousekeepingConfig, 'language' | 'translations'>;

/**
 * A name of a site's configuration (room type, clean type, group, item, room state, event or a routine's agent) in `language`.
 * Reports and history carry the clean type as written, so they are read through this too. A name the
 * configuration does not translate (or no configuration) stays as written.
 */
export function configText(config: Partial<ConfigLanguage> | null | undefined, text: string, language: TLanguage): string {
  const table = config?.translations;
  if (!table || !text || !Object.hasOwn(table, text)) return text;
  return inLanguage(text, table[text], language);
}

/** The languages a text still lacks: every language but its author's with no translation. */
export function missingLanguages(translations: TTranslations | null | undefined, authorLanguage: TLanguage): TLanguage[] {
  return LANGUAGES.filter((l) => l !== authorLanguage && !translations?.[l]?.trim());
}

export type ConfigTextKind = 'roomType' | 'cleanType' | 'group' | 'item' | 'roomState' | 'roomEvent' | 'agent';

export interface ConfigName {
  text: string;
  /** Every kind of name the text is used as, in the order first met. */
  kinds: ConfigTextKind[];
}

/** Every name of a configuration that staff read, once each, clean types first (they are on every tile). */
export function configNames(config: Pick<THousekeepingConfig, 'roomTypes' | 'roomStates' | 'roomEvents'>): ConfigName[] {
  const byText = new Map<string, ConfigName>();
  const add = (text: string | null | undefined, kind: ConfigTextKind) => {
    const key = text?.trim();
    if (!key) return;
    const known = byText.get(key);
    if (!known) byText.set(key, { text: key, kinds: [kind] });
    else if (!known.kinds.includes(kind)) known.kinds.push(kind);
  };
  for (const rt of config.roomTypes) for (const r of rt.routines) add(r.cleanType, 'cleanType');
  for (const s of config.roomStates) add(s.cleanType, 'cleanType');
  for (const rt of config.roomTypes) add(rt.roomType, 'roomType');
  for (const s of config.roomStates) add(s.stateName, 'roomState');
  for (const e of config.roomEvents) add(e.name, 'roomEvent');
  // An outbreak routine's disinfectant is shown on the cleaning screen next to the checklist.
  for (const rt of config.roomTypes) for (const r of rt.routines) add(r.agent, 'agent');
  for (const rt of config.roomTypes)
    for (const r of rt.routines)
      for (const op of r.operations) {
        add(op.group, 'group');
        add(op.item, 'item');
      }
  return [...byText.values()];
}

/**
 * The translations worth keeping: those of names the configuration still has, without empty entries. A
 * saved configuration is pruned, so a removed name's translations do not linger in the document.
 */
export function prunedTranslations(
  config: Pick<THousekeepingConfig, 'roomTypes' | 'roomStates' | 'roomEvents'>,
  translations: TConfigTranslations | null | undefined,
): TConfigTranslations {
  const out: TConfigTranslations = {};
  if (!translations) return out;
  for (const { text } of configNames(config)) {
    if (!Object.hasOwn(translations, text)) continue;
    const kept: TTranslations = {};
    for (const l of LANGUAGES) {
      const v = translations[text]?.[l]?.trim();
      if (v) kept[l] = v;
    }
    if (Object.keys(kept).length) out[text] = kept;
  }
  return out;
}

/**
 * The translations after an edit of the configuration: when the edit renamed one name (one name gone,
 * one new one), the gone name's translations move to the new one, so correcting a name keeps what its
 * translators wrote. Any other edit leaves them as they are (saving prunes those of removed names).
 */
export function carriedTranslations(
  before: Pick<THousekeepingConfig, 'roomTypes' | 'roomStates' | 'roomEvents'>,
  after: Pick<THousekeepingConfig, 'roomTypes' | 'roomStates' | 'roomEvents'> & { translations?: TConfigTranslations },
): TConfigTranslations {
  const translations = after.translations ?? {};
  const was = new Set(configNames(before).map((n) => n.text));
  const now = new Set(configNames(after).map((n) => n.text));
  const gone = [...was].filter((t) => !now.has(t));
  const added = [...now].filter((t) => !was.has(t));
  const [from] = gone;
  const [to] = added;
  if (gone.length !== 1 || added.length !== 1 || from === undefined || to === undefined) return translations;
  if (!Object.hasOwn(translations, from) || Object.hasOwn(translations, to)) return translations;
  const { [from]: moved, ...rest } = translations;
  return { ...rest, [to]: moved ?? {} };
}
