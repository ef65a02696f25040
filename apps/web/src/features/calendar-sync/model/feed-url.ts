import type { TLanguage } from '@carehome/contracts';

// The subscription address of the site's calendar feed (the calendar export options of a site).

export interface FeedOptions {
  schedule: boolean;
  tasks: boolean;
  cleans: boolean;
  appointments: boolean;
  /** One staff member's feed; the whole site when null. */
  staffMemberId: string | null;
  from: string;
  to: string;
  source: string;
  /** The language of the events' titles and descriptions; none: the language the site's names are written in. */
  language: TLanguage | null;
}

export const DEFAULT_FEED_OPTIONS: FeedOptions = {
  schedule: true,
  tasks: false,
  cleans: false,
  appointments: false,
  staffMemberId: null,
  from: '',
  to: '',
  source: '',
  language: null,
};

/** True when the source is an http(s) address (the feed refuses any other: calendar apps show it as a link). */
export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

/** The feed's URL with the key (or a placeholder where the key is not known here) and the chosen options. */
export function feedUrl(origin: string, facilityId: string, key: string, options: FeedOptions): string {
  const query = new URLSearchParams({ key });
  if (options.staffMemberId) query.set('staffMemberId', options.staffMemberId);
  if (options.schedule) query.set('schedule', '1');
  if (options.tasks) query.set('tasks', '1');
  if (options.cleans) {
    query.set('cleans', '1');
    if (options.appointments) query.set('appointments', '1');
  }
  if (options.from) query.set('from', options.from);
  if (options.to) query.set('to', options.to);
  if (isHttpUrl(options.source)) query.set('source', options.source.trim());
  if (options.language) query.set('language', options.language);
  return `${origin}/api/calendar/feed/${encodeURIComponent(facilityId)}.ics?${query.toString()}`;
}
