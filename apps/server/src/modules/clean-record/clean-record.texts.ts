import type { TLanguage } from '@carehome/contracts';
import en from './texts/en.json' with { type: 'json' };
import es from './texts/es.json' with { type: 'json' };
import fr from './texts/fr.json' with { type: 'json' };
import zhHans from './texts/zh-Hans.json' with { type: 'json' };
import zhHant from './texts/zh-Hant.json' with { type: 'json' };

// The clean record PDF's own words in the five product languages (texts/<language>.json, English the
// catalog the others follow key for key: clean-record.texts.test.ts); the words every report shares
// (column headings, statuses, audit methods and results) come from the reporting module's catalog.
// '{name}' marks a value filled in by fill().

export type CleanRecordTexts = typeof en;

export const CLEAN_RECORD_TEXTS: Record<TLanguage, CleanRecordTexts> = { en, es, fr, 'zh-Hans': zhHans, 'zh-Hant': zhHant };
