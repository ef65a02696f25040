import { ERROR_CODES } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { classifyResponse, type OutboxSender, sessionCanSend } from './classify.ts';

const ALL_STATUSES = Array.from({ length: 500 }, (_, i) => i + 100);
// The 403 codes the save routes answer (apps/server/src/modules/cleaning, platform/auth/access.ts).
const SAVE_ROUTE_403_CODES = [
  'auth.forbidden',
  'report.no_permission',
  'marking.no_permission',
  'report.not_audit_role',
  'report.author_not_allowed',
];

describe('classifyResponse', () => {
  it('a save that got no answer is retried', () => {
    expect(classifyResponse('network')).toBe('retry');
    expect(classifyResponse(0)).toBe('retry');
    expect(classifyResponse('network', undefined, { sentByAuthor: true })).toBe('retry');
  });

  it('every 2xx is done', () => {
    for (const s of ALL_STATUSES.filter((x) => x >= 200 && x < 300)) expect(classifyResponse(s)).toBe('done');
  });

  it('408, 429 and every 5xx are retried, whatever the code', () => {
    for (const s of [408, 429, ...ALL_STATUSES.filter((x) => x >= 500)]) {
      expect(classifyResponse(s)).toBe('retry');
      expect(classifyResponse(s, 'server.temporary', { sentByAuthor: true })).toBe('retry');
      expect(classifyResponse(s, 'rate_limited', { sentByAuthor: false })).toBe('retry');
    }
  });

  it('a 401 always waits for a sign-in, even from the author', () => {
    expect(classifyResponse(401)).toBe('waitForSession');
    expect(classifyResponse(401, 'auth.unauthenticated')).toBe('waitForSession');
    expect(classifyResponse(401, 'auth.unauthenticated', { sentByAuthor: true })).toBe('waitForSession');
  });

  it.each(SAVE_ROUTE_403_CODES)('a 403 %s sent in someone else’s session waits for another sign-in', (code) => {
    expect(classifyResponse(403, code, { sentByAuthor: false })).toBe('waitForSession');
    expect(classifyResponse(403, code)).toBe('waitForSession'); // unknown sender: not the author
  });

  it.each(['auth.forbidden', 'report.no_permission', 'marking.no_permission', 'report.not_audit_role'])(
    'a 403 %s answered to the author in their own session is a definitive refusal',
    (code) => {
      expect(classifyResponse(403, code, { sentByAuthor: true })).toBe('failed');
    },
  );

  it('a 403 that only says "not from this sender" waits even when the author sent it', () => {
    expect(classifyResponse(403, 'report.author_not_allowed', { sentByAuthor: true })).toBe('waitForSession');
    expect(classifyResponse(403, 'auth.device_not_registered', { sentByAuthor: true })).toBe('waitForSession');
  });

  it('a 403 without our server’s error code (a proxy, a firewall) waits rather than fails', () => {
    expect(classifyResponse(403, undefined, { sentByAuthor: true })).toBe('waitForSession');
    expect(classifyResponse(403, 'http.403', { sentByAuthor: true })).toBe('waitForSession');
    expect(classifyResponse(403, '', { sentByAuthor: true })).toBe('waitForSession');
  });

  it('every other 4xx is a refusal of the save itself, whoever sent it', () => {
    const others = ALL_STATUSES.filter((x) => x >= 400 && x < 500 && ![401, 403, 408, 429].includes(x));
    expect(others).toContain(400);
    expect(others).toContain(404);
    expect(others).toContain(409);
    expect(others).toContain(413);
    for (const s of others) {
      expect(classifyResponse(s)).toBe('failed');
      expect(classifyResponse(s, 'validation.invalid', { sentByAuthor: true })).toBe('failed');
      expect(classifyResponse(s, 'report.readonly', { sentByAuthor: false })).toBe('failed');
    }
  });

  it('statuses that are no verdict (1xx, 3xx, beyond 599, fractions) are retried, never dropped', () => {
    for (const s of ALL_STATUSES.filter((x) => x < 200 || (x >= 300 && x < 400))) expect(classifyResponse(s)).toBe('retry');
    for (const s of [600, 999, 200.5, Number.NaN, -1]) expect(classifyResponse(s)).toBe('retry');
  });

  it('answers one of the four outcomes for every status, code and sender', () => {
    const outcomes = new Set<string>();
    for (const s of [...ALL_STATUSES, 0, 'network' as const])
      for (const code of [undefined, ...ERROR_CODES])
        for (const sentByAuthor of [true, false]) outcomes.add(classifyResponse(s, code, { sentByAuthor }));
    expect([...outcomes].sort()).toEqual(['done', 'failed', 'retry', 'waitForSession']);
  });

  it('a save is only ever failed by a 4xx other than 401, 408 and 429', () => {
    for (const s of [...ALL_STATUSES, 0, 'network' as const])
      for (const code of [undefined, ...ERROR_CODES])
        for (const sentByAuthor of [true, false]) {
          if (classifyResponse(s, code, { sentByAuthor }) !== 'failed') continue;
          expect(typeof s === 'number' && s >= 400 && s < 500 && ![401, 408, 429].includes(s)).toBe(true);
        }
  });
});

describe('sessionCanSend', () => {
  const housekeeper: OutboxSender = { tenantId: 't1', facilityId: 'f1', role: 'Housekeeper', staffMemberId: 's1' };
  const save = { tenantId: 't1', facilityId: 'f1' };

  it('nobody signed in: the save waits', () => {
    expect(sessionCanSend(null, save)).toBe(false);
  });

  it('a staff member of the organization on the save’s site sends it, whoever the author', () => {
    expect(sessionCanSend(housekeeper, save)).toBe(true);
    expect(sessionCanSend({ ...housekeeper, staffMemberId: 's2' }, save)).toBe(true);
  });

  it('never sends a save with another organization’s account', () => {
    expect(sessionCanSend({ ...housekeeper, tenantId: 't2' }, save)).toBe(false);
    expect(sessionCanSend({ ...housekeeper, tenantId: 't2', role: 'MultiFacilityAdministrator' }, save)).toBe(false);
    expect(sessionCanSend({ ...housekeeper, tenantId: null }, save)).toBe(false);
  });

  it('a save queued without a known organization goes with any staff session of its site', () => {
    expect(sessionCanSend({ ...housekeeper, tenantId: 't9' }, { tenantId: null, facilityId: 'f1' })).toBe(true);
  });

  it('a system user (no staff record) never sends saves: the server would refuse them', () => {
    expect(sessionCanSend({ ...housekeeper, role: 'SiteAdministrator', staffMemberId: null }, save)).toBe(false);
  });

  it('a session on another site waits, unless the role sees every site of the organization', () => {
    expect(sessionCanSend({ ...housekeeper, facilityId: 'f2' }, save)).toBe(false);
    expect(sessionCanSend({ ...housekeeper, facilityId: null }, save)).toBe(false);
    expect(sessionCanSend({ ...housekeeper, facilityId: 'f2', role: 'FacilityAdministrator' }, save)).toBe(false);
    expect(sessionCanSend({ ...housekeeper, facilityId: 'f2', role: 'MultiFacilityAdministrator' }, save)).toBe(true);
  });
});
