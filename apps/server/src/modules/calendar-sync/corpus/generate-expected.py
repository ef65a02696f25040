#!/usr/bin/python3
"""Writes <name>.expected.json beside each .ics of this folder: the occurrences an independent
implementation (Python's icalendar and recurring_ical_events, Debian packages python3-icalendar and
python3-recurring-ical-events) finds over a fixed window.

The window starts on the day of the file's earliest DTSTART and lasts 61 days. Floating times and dates
are read in UTC, the site zone corpus.test.ts uses. Components with STATUS:CANCELLED are left out (the
import leaves cancelled events out; the library returns them).

Run: /usr/bin/python3 generate-expected.py [folder]
"""
import datetime
import json
import os
import sys

import icalendar
import recurring_ical_events

WINDOW_DAYS = 61
UTC = datetime.timezone.utc


def as_day(value):
    if isinstance(value, datetime.datetime):
        return value.date()
    return value


def instant(value):
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')


def window_of(calendar):
    starts = [as_day(e.decoded('DTSTART')) for e in calendar.walk('VEVENT') if e.get('DTSTART') is not None]
    if not starts:
        return None
    first = min(starts)
    return first, first + datetime.timedelta(days=WINDOW_DAYS)


def occurrences(calendar, start, end):
    out = []
    for event in recurring_ical_events.of(calendar).between(start, end):
        if str(event.get('STATUS', '')).upper() == 'CANCELLED':
            continue
        begin = event.decoded('DTSTART')
        finish = event.decoded('DTEND') if event.get('DTEND') is not None else None
        if finish is None and event.get('DURATION') is not None:
            finish = begin + event.decoded('DURATION')
        all_day = not isinstance(begin, datetime.datetime)
        if finish is None:
            finish = begin + datetime.timedelta(days=1) if all_day else begin
        if all_day:
            out.append({'uid': str(event.get('UID', '')), 'allDay': True, 'start': begin.isoformat(), 'end': as_day(finish).isoformat()})
        else:
            out.append({'uid': str(event.get('UID', '')), 'allDay': False, 'start': instant(begin), 'end': instant(finish)})
    return sorted(out, key=lambda o: (o['start'], o['uid'], o['end']))


def main(folder):
    for name in sorted(os.listdir(folder)):
        if not name.endswith('.ics'):
            continue
        path = os.path.join(folder, name)
        with open(path, 'rb') as f:
            calendar = icalendar.Calendar.from_ical(f.read())
        window = window_of(calendar)
        if window is None:
            print('no events:', name)
            continue
        start, end = window
        result = {
            'generator': 'icalendar %s, recurring_ical_events (Debian python3 packages)' % icalendar.__version__,
            'siteZone': 'UTC',
            'from': start.isoformat(),
            'to': end.isoformat(),
            'occurrences': occurrences(calendar, start, end),
        }
        with open(path[: -len('.ics')] + '.expected.json', 'w') as f:
            json.dump(result, f, indent=1)
            f.write('\n')
        print(len(result['occurrences']), name)


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
