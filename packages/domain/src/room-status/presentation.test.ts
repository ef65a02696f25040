import { describe, expect, it } from 'vitest';
import type { ReportView } from './history.ts';
import { type AuditFacts, auditBanner, BANNER_TEXT, banner, bannerText, label, type RoomFlags } from './presentation.ts';
import { roomStatus } from './room-status.ts';
import { at, DAILY, input, report, routine, state } from './test-helpers.ts';
import type { BannerKind, MarkingReport, RoomStatusInput } from './types.ts';

// The banner's priority order, over every combination of what can be shown.

// 'Audit failed' takes the first of the audit banners' places after 'Re-audit due': a failed audit must never
// read as complete. A failed audit's open re-clean comes right after the room state, for every role.
const SPEC_ORDER: BannerKind[] = [
  'state',
  'reclean',
  'dueSoon',
  'declined',
  'incomplete',
  'missed',
  'reauditDue',
  'auditFailed',
  'auditComplete',
  'auditReady',
  'preAuditMarked',
];

const view = (extra: Partial<ReportView> = {}): ReportView => ({
  reportId: 'r',
  cleanType: 'Clean',
  status: 'Complete',
  startMs: at('2026-05-12T08:00-04:00').getTime(),
  doneMs: at('2026-05-12T08:30-04:00').getTime(),
  priority: 10,
  hasAuditReport: false,
  auditComplete: false,
  auditFailed: false,
  ...extra,
});
const newer: MarkingReport = { startDate: at('2026-05-12T09:00-04:00'), cleanType: 'Clean' };
const older: MarkingReport = { startDate: at('2026-05-12T07:00-04:00'), cleanType: 'Clean' };

/** Audit facts that produce each audit banner, or none. */
const AUDIT: Record<'none' | 'reclean' | 'reauditDue' | 'auditFailed' | 'auditComplete' | 'auditReady' | 'preAuditMarked', AuditFacts> = {
  none: { last: view({ hasAuditReport: true }), marking: older, recleanDue: false },
  reclean: { last: view({ hasAuditReport: true, auditComplete: true, auditFailed: true }), marking: newer, recleanDue: true },
  reauditDue: { last: view(), marking: newer, recleanDue: false, reauditDue: true },
  auditFailed: { last: view({ hasAuditReport: true, auditComplete: true, auditFailed: true }), marking: newer, recleanDue: false },
  auditComplete: { last: view({ hasAuditReport: true, auditComplete: true }), marking: newer, recleanDue: false },
  auditReady: { last: view(), marking: newer, recleanDue: false },
  preAuditMarked: { last: view({ status: 'Incomplete' }), marking: newer, recleanDue: false },
};

describe('banner order', () => {
  const flagNames = ['dueSoon', 'declined', 'incomplete', 'missed'] as const;
  const cases: [string, boolean, RoomFlags, keyof typeof AUDIT, boolean][] = [];
  for (const withState of [false, true])
    for (let bits = 0; bits < 16; bits++)
      for (const audit of Object.keys(AUDIT) as (keyof typeof AUDIT)[])
        for (const show of [false, true]) {
          const flags: RoomFlags = { needsCleaning: true, dueSoon: false, declined: false, incomplete: false, missed: false };
          flagNames.forEach((name, i) => {
            flags[name] = (bits & (1 << i)) !== 0;
          });
          const name = `${withState ? 'state ' : ''}${flagNames.filter((n) => flags[n]).join(' ')} audit=${audit} show=${show}`;
          cases.push([name, withState, flags, audit, show]);
        }

  it('has 448 combinations', () => expect(cases).toHaveLength(448));

  it.each(cases)('%s', (_name, withState, flags, audit, show) => {
    const present = new Set<BannerKind>(flagNames.filter((n) => flags[n]));
    if (withState) present.add('state');
    if (audit === 'reclean') present.add('reclean');
    else if (show && audit !== 'none') present.add(audit);
    const expected = SPEC_ORDER.find((kind) => present.has(kind)) ?? null;
    const actual = banner(withState ? state({ stateName: 'Isolation' }) : null, flags, AUDIT[audit], show);
    expect(actual?.kind ?? null).toBe(expected);
    if (actual?.kind === 'state') expect(bannerText(actual)).toBe('Isolation');
  });
});

describe('audit banners', () => {
  it.each([
    ['no report, no marking', { last: null, marking: null }, null],
    ['no report, a marking', { last: null, marking: newer }, 'preAuditMarked'],
    ['last Complete without audit report', { last: view(), marking: null }, 'auditReady'],
    ['last Complete with an audit in progress', { last: view({ hasAuditReport: true }), marking: null }, null],
    ['last report audited completely', { last: view({ hasAuditReport: true, auditComplete: true }), marking: null }, 'auditComplete'],
    [
      'a complete audit that failed an operation',
      { last: view({ hasAuditReport: true, auditComplete: true, auditFailed: true }), marking: null },
      'auditFailed',
    ],
    [
      'an audit in progress that failed an operation',
      { last: view({ hasAuditReport: true, auditFailed: true }), marking: null },
      'auditFailed',
    ],
    ['a re-clean still to do after a later clean', { last: view(), marking: null, recleanDue: true }, 'auditFailed'],
    ['a re-clean done, waiting for its re-audit', { last: view(), marking: null, reauditDue: true }, 'reauditDue'],
    [
      'audit complete beats a newer marking',
      { last: view({ hasAuditReport: true, auditComplete: true }), marking: newer },
      'auditComplete',
    ],
    ['audit ready beats a newer marking', { last: view(), marking: newer }, 'auditReady'],
    ['last Incomplete, newer marking', { last: view({ status: 'Incomplete' }), marking: newer }, 'preAuditMarked'],
    ['last Incomplete, older marking', { last: view({ status: 'Incomplete' }), marking: older }, null],
    ['last Declined, no marking', { last: view({ status: 'Declined' }), marking: null }, null],
  ] as const)('%s', (_name, facts, kind) => {
    expect(auditBanner({ recleanDue: false, ...facts })?.kind ?? null).toBe(kind);
  });

  it('has the spec texts', () => {
    expect(BANNER_TEXT).toEqual({
      reclean: 'Re-clean · audit failed',
      dueSoon: 'DUE SOON',
      declined: 'DECLINED',
      incomplete: 'INCOMPLETE',
      missed: 'MISSED',
      reauditDue: 'Re-audit due',
      auditFailed: 'Audit failed',
      auditComplete: 'Audit Complete',
      auditReady: 'Audit ready',
      preAuditMarked: 'Pre-Audit Marked',
    });
  });
});

describe('labels', () => {
  const none: RoomFlags = { needsCleaning: false, dueSoon: false, declined: false, incomplete: false, missed: false };
  it.each([
    ['nothing', none, false, 'OK'],
    ['needs cleaning', { ...none, needsCleaning: true }, false, 'NeedsCleaning'],
    ['missed beats needs cleaning', { ...none, needsCleaning: true, missed: true }, false, 'Missed'],
    ['incomplete beats missed', { ...none, needsCleaning: true, missed: true, incomplete: true }, false, 'Incomplete'],
    ['declined beats incomplete', { ...none, needsCleaning: true, incomplete: true, declined: true }, false, 'Declined'],
    ['due soon beats declined', { ...none, needsCleaning: true, declined: true, dueSoon: true }, false, 'DueSoon'],
    ['a state beats everything', { ...none, needsCleaning: true, dueSoon: true }, true, 'State'],
  ] as const)('%s', (_name, flags, withState, expected) => {
    expect(label(withState ? state() : null, flags)).toBe(expected);
  });
});

describe('banners of whole rooms', () => {
  const clean = routine({ id: 'clean', schedule: DAILY });
  const done = report('2026-05-11T08:00-04:00', { hasAuditReport: true, auditComplete: true });
  const room = (now: string, extra: Partial<RoomStatusInput>) => input(now, { routines: [clean], history: [done], ...extra });
  it.each([
    ['state', room('2026-05-12T13:00-04:00', { roomState: state({ stateName: 'Isolation' }) }), { kind: 'state', text: 'Isolation' }],
    ['due soon', room('2026-05-12T13:00-04:00', {}), { kind: 'dueSoon' }],
    [
      'declined',
      room('2026-05-12T09:00-04:00', { history: [done, report('2026-05-12T08:00-04:00', { status: 'Declined' })] }),
      { kind: 'declined' },
    ],
    [
      'incomplete',
      room('2026-05-12T09:00-04:00', { history: [done, report('2026-05-12T08:00-04:00', { status: 'Incomplete' })] }),
      { kind: 'incomplete' },
    ],
    [
      'missed',
      room('2026-05-12T09:00-04:00', { history: [report('2026-05-12T08:00-04:00', { hasAuditReport: true })] }),
      { kind: 'missed' },
    ],
    ['audit complete', room('2026-05-12T06:00-04:00', {}), { kind: 'auditComplete' }],
    ['audit ready', room('2026-05-12T06:00-04:00', { history: [report('2026-05-11T08:00-04:00')] }), { kind: 'auditReady' }],
    [
      'pre-audit marked',
      room('2026-05-12T06:00-04:00', {
        history: [report('2026-05-11T08:00-04:00', { hasAuditReport: true })],
        lastMarkingReport: { startDate: at('2026-05-11T20:00-04:00'), cleanType: 'Clean' },
      }),
      { kind: 'preAuditMarked' },
    ],
  ] as const)('%s', (_name, roomInput, expected) => {
    expect(roomStatus(roomInput, { showAuditBanners: true }).banner).toEqual(expected);
    const hidden = roomStatus(roomInput, { showAuditBanners: false }).banner;
    expect(hidden).toEqual(expected.kind.startsWith('audit') || expected.kind === 'preAuditMarked' ? null : expected);
  });

  it('ignores a marking report dated after now', () => {
    const roomInput = room('2026-05-12T06:00-04:00', {
      history: [report('2026-05-11T08:00-04:00', { hasAuditReport: true })],
      lastMarkingReport: { startDate: at('2026-05-12T06:30-04:00'), cleanType: 'Clean' },
    });
    expect(roomStatus(roomInput, { showAuditBanners: true }).banner).toBeNull();
  });
});
