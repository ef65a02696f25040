import { CALENDAR_SOURCE_FIELDS, CALENDAR_TARGET_FIELDS } from '@carehome/contracts';

type Translate = (key: string) => string;

/** The event fields a filter or a mapping reads, in the user's language. */
export const sourceOptions = (t: Translate) => CALENDAR_SOURCE_FIELDS.map((value) => ({ value, label: t(`source.${value}`) }));

/** The assignment fields a mapping fills, in the user's language. */
export const targetOptions = (t: Translate) => CALENDAR_TARGET_FIELDS.map((value) => ({ value, label: t(`target.${value}`) }));
