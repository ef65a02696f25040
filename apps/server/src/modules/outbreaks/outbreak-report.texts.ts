import type { TLanguage } from '@carehome/contracts';
import en from './texts/en.json' with { type: 'json' };
import es from './texts/es.json' with { type: 'json' };
import fr from './texts/fr.json' with { type: 'json' };
import zhHans from './texts/zh-Hans.json' with { type: 'json' };
import zhHant from './texts/zh-Hant.json' with { type: 'json' };

// The outbreak report PDF's own words in the five product languages (texts/<language>.json, English the
// catalog the others follow key for key: outbreak-report.texts.test.ts); the words every report shares
// (the clean type column, the period line) come from the reporting module's catalog. '{name}' marks a
// value filled in by fill().

export type OutbreakReportTexts = typeof en;

export const OUTBREAK_REPORT_TEXTS: Record<TLanguage, OutbreakReportTexts> = { en, es, fr, 'zh-Hans': zhHans, 'zh-Hant': zhHant };
