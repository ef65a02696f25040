import { dateWeekDay } from '../../model/assignment-summary.ts';
import { displayLocalDate } from '../../model/schedule-view.ts';

/** 'Friday 11/27/2026': the day a printed list is for, as the staff schedule's day view names it. */
export const printedDay = (date: string, locale: string): string => `${dateWeekDay(date, locale, 'long')} ${displayLocalDate(date)}`;
