import { describe, expect, it } from 'vitest';
import { dashboardChangeOf, planDelta, roomOfChange, type VersionedChange } from './dashboard-changes.ts';

const report = (roomId: string): VersionedChange => ({ type: 'report.saved', subjectId: 'r1', roomId });
const state = (roomId: string): VersionedChange => ({ type: 'room.state_changed', subjectId: roomId, roomId: null });

describe('dashboardChangeOf', () => {
  it('ignores sign-ins, devices and uploads', () => {
    expect(dashboardChangeOf('auth.login.succeeded')).toBe('none');
    expect(dashboardChangeOf('device.registered')).toBe('none');
    expect(dashboardChangeOf('file.uploaded')).toBe('none');
  });
  it('patches rooms for reports, markings and room states', () => {
    for (const t of ['report.saved', 'report.audited', 'marking.saved', 'room.state_changed'] as const)
      expect(dashboardChangeOf(t)).toBe('room');
  });
  it('reads the board whole for anything else', () => {
    for (const t of [
      'housekeeping.config_updated',
      'resident.transferred',
      'outbreak.started',
      'assignment.created',
      'sync.clean_asked',
    ] as const)
      expect(dashboardChangeOf(t)).toBe('site');
  });
});

describe('roomOfChange', () => {
  it('finds the room of a state change in its subject and of a report in its data', () => {
    expect(roomOfChange(state('a'))).toBe('a');
    expect(roomOfChange(report('b'))).toBe('b');
    expect(roomOfChange({ type: 'site.updated', subjectId: 'x', roomId: 'c' })).toBeNull();
  });
});

describe('planDelta', () => {
  it('lists each changed room once', () => {
    const plan = planDelta(4, 7, [report('a'), state('b'), report('a')], 100);
    expect(plan).toEqual({ complete: false, rooms: new Set(['a', 'b']) });
  });
  it('is empty for a board that is up to date', () => {
    expect(planDelta(7, 7, [], 100)).toEqual({ complete: false, rooms: new Set() });
  });
  it('reads everything when the gap is too old', () => {
    const changes = Array.from({ length: 101 }, () => report('a'));
    expect(planDelta(0, 101, changes, 100)).toEqual({ complete: true });
  });
  it('reads everything for a board ahead of the site', () => {
    expect(planDelta(9, 7, [], 100)).toEqual({ complete: true });
  });
  it('reads everything when a version of the gap has no room change logged', () => {
    expect(planDelta(4, 7, [report('a'), report('b')], 100)).toEqual({ complete: true });
  });
  it('reads everything when a change is not about one room', () => {
    expect(planDelta(4, 6, [report('a'), { type: 'resident.updated', subjectId: 'p', roomId: 'a' }], 100)).toEqual({ complete: true });
  });
  it('reads everything for a report without its room', () => {
    expect(planDelta(4, 5, [{ type: 'report.saved', subjectId: 'r', roomId: null }], 100)).toEqual({ complete: true });
  });
});
