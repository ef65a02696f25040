import { describe, expect, it } from 'vitest';
import { DEFAULT_FEED_OPTIONS, feedUrl, isHttpUrl } from './feed-url.ts';
import { fileSpan } from './file-span.ts';

const ZONE = 'America/Toronto';
const TODAY = '2026-11-27';
const cal = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n');

describe('fileSpan: the days a calendar file covers, for the wizard’s default range', () => {
  it('a next-month Outlook file: from its first start to the end of its series (UNTIL), ignoring the VTIMEZONE’s 1601 rules', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'BEGIN:VTIMEZONE',
      'TZID:Eastern Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T020000',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'RRULE:FREQ=WEEKLY;UNTIL=20261228T050000Z;BYDAY=MO',
      'DTSTART;VALUE=DATE:20261207',
      'DTEND;VALUE=DATE:20261208',
      'BEGIN:VALARM',
      'TRIGGER:-PT15M',
      'DTSTART:20200101T000000',
      'END:VALARM',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;TZID=Eastern Standard Time:20261201T070000',
      'DTEND;TZID=Eastern Standard Time:20261201T150000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(fileSpan(text, TODAY, ZONE)).toEqual({ from: '2026-12-01', to: '2026-12-28' });
  });

  it('an all-day end is exclusive; COUNT bounds a series; a UTC time is the site’s day', () => {
    expect(fileSpan(cal(['DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261211']), TODAY, ZONE)).toEqual({
      from: '2026-12-10',
      to: '2026-12-10',
    });
    expect(fileSpan(cal(['DTSTART:20261201T090000', 'RRULE:FREQ=DAILY;COUNT=5']), TODAY, ZONE)).toEqual({
      from: '2026-12-01',
      to: '2026-12-05',
    });
    // 03:00 UTC on 2 December is the evening of 1 December in Toronto.
    expect(fileSpan(cal(['DTSTART:20261202T030000Z', 'DTEND:20261202T040000Z']), TODAY, ZONE)).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
  });

  it('an open series is cut at the longest range; one running since long ago starts today', () => {
    expect(fileSpan(cal(['DTSTART:20261201T090000', 'RRULE:FREQ=WEEKLY']), TODAY, ZONE)).toEqual({ from: '2026-12-01', to: '2027-03-02' });
    expect(fileSpan(cal(['DTSTART:20240101T090000', 'RRULE:FREQ=WEEKLY']), TODAY, ZONE)).toEqual({ from: TODAY, to: '2027-02-26' });
    // A file of the past keeps its own days.
    expect(fileSpan(cal(['DTSTART;VALUE=DATE:20250301'], ['DTSTART;VALUE=DATE:20250310']), TODAY, ZONE)).toEqual({
      from: '2025-03-01',
      to: '2025-03-10',
    });
  });

  it('cancelled events do not count, and a file without events has no span', () => {
    expect(fileSpan(cal(['DTSTART;VALUE=DATE:20261201'], ['DTSTART;VALUE=DATE:20270101', 'STATUS:CANCELLED']), TODAY, ZONE)).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
    expect(fileSpan(cal(), TODAY, ZONE)).toBeNull();
    expect(fileSpan('not a calendar', TODAY, ZONE)).toBeNull();
    // An impossible day (month 13) gives no span; the server names its line when the file is read.
    expect(fileSpan(cal(['DTSTART;VALUE=DATE:20261301']), TODAY, ZONE)).toBeNull();
    expect(fileSpan(cal(['DTSTART;VALUE=DATE:20261301'], ['DTSTART;VALUE=DATE:20261205']), TODAY, ZONE)).toEqual({
      from: '2026-12-05',
      to: '2026-12-05',
    });
  });
});

describe('the feed address’s source', () => {
  it('is kept only as an http(s) address: a javascript: one never reaches the feed’s URL', () => {
    const base = { ...DEFAULT_FEED_OPTIONS };
    const sourceOf = (source: string) => new URL(feedUrl('https://x', 's', 'k', { ...base, source })).searchParams.get('source');
    expect(sourceOf(' https://roster.example/feed ')).toBe('https://roster.example/feed');
    expect(isHttpUrl('http://roster.example')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://roster.example', 'roster.example']) {
      expect(isHttpUrl(bad)).toBe(false);
      expect(sourceOf(bad)).toBeNull();
    }
  });
});
