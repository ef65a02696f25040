import { describe, expect, it } from 'vitest';
import { problemPlace } from './problem-place.ts';
import { op, testConfig } from './test-fixtures.ts';
import { locateProblem, problemsFromServer, validateDraft } from './validation.ts';

const brief = (ps: { path: string; code: string; message: string }[]) => ps.map((p) => `${p.path} ${p.code} ${p.message}`);

describe('validateDraft: what stops a save', () => {
  it('accepts a valid configuration', () => {
    expect(validateDraft(testConfig())).toEqual([]);
  });

  it('reports empty names as required, on their field', () => {
    const config = testConfig();
    const type = config.roomTypes[0];
    if (!type?.routines[0]) throw new Error('fixture');
    type.roomType = ' ';
    type.routines[0].operations[0] = { ...(type.routines[0].operations[0] ?? op('', '')), item: '' };
    expect(brief(validateDraft(config))).toEqual([
      'roomTypes.0.roomType validation.required A value is required',
      'roomTypes.0.routines.0.operations.0.item validation.required A value is required',
    ]);
  });

  it('applies the shared rules of the server with their messages', () => {
    const config = testConfig();
    const [resident, common] = config.roomTypes;
    if (!resident || !common?.routines[0]) throw new Error('fixture');
    common.roomType = 'resident room';
    common.routines[0].schedule = { type: 'Cron', cron: 'not a cron' };
    resident.routines.push({ ...(resident.routines[1] as (typeof resident.routines)[0]), id: '00000000-0000-4000-8000-999999999999' });
    expect(brief(validateDraft(config))).toEqual([
      'roomTypes.1.roomType config.duplicate_room_type This room type name is already used.',
      'roomTypes.0.routines.2.cleanType config.duplicate_clean_type This clean type is already used in this room type.',
      'roomTypes.1.routines.0.schedule.cron schedule.cron_invalid Crons expression is invalid',
    ]);
  });

  it('reports schedule shape problems once, from the schedule rules', () => {
    const config = testConfig();
    const routine = config.roomTypes[0]?.routines[0];
    if (routine?.schedule?.type !== 'Absolute') throw new Error('fixture');
    routine.schedule = { ...routine.schedule, every: 0, buckets: [{ start: '10:00', due: '11:00', end: '09:00' }] };
    expect(brief(validateDraft(config))).toEqual(['roomTypes.0.routines.0.schedule.every schedule.invalid Value should be greater than 1']);
    routine.schedule = { ...routine.schedule, every: 1 };
    expect(brief(validateDraft(config))).toEqual([
      'roomTypes.0.routines.0.schedule.buckets.0.end bucket.end_before_start End time must be after start time',
    ]);
  });

  it('checks the JSON text of a schedule still being typed instead of its last valid value', () => {
    const config = testConfig();
    const id = config.roomTypes[0]?.routines[1]?.id ?? '';
    expect(brief(validateDraft(config, { [id]: '{ "type": "Relative", ' }))).toEqual([
      'roomTypes.0.routines.1.schedule schedule.json_invalid Schedule is not valid JSON',
    ]);
    expect(brief(validateDraft(config, { [id]: '{"type":"Relative","afterLastClean":{"amount":2,"unit":"Days"}}' }))).toEqual([]);
  });

  it('reports a group name used twice in a routine and an event name used twice', () => {
    const config = testConfig();
    const routine = config.roomTypes[0]?.routines[0];
    if (!routine) throw new Error('fixture');
    routine.operations.push(op('bathroom', 'Mirror'));
    config.roomEvents.push({ id: '00000000-0000-4000-8000-999999999998', name: 'outbreak', cleanTags: [] });
    expect(brief(validateDraft(config))).toEqual([
      'roomTypes.0.routines.0.operations.3.group client.duplicate_group This group name is already used in this routine.',
      'roomEvents.1.name client.duplicate_event This room event name is already used.',
    ]);
  });

  it('reports notification emails that are not emails', () => {
    const config = testConfig();
    config.settings.notifyEmails = ['ok@example.com', 'nope'];
    expect(brief(validateDraft(config))).toEqual(['settings.notifyEmails.1 validation.email Incorrect Email']);
  });
});

describe('problems from the server and where they are', () => {
  it('strips the config. prefix of server fields', () => {
    expect(
      problemsFromServer([
        { field: 'config.roomTypes.0.routines.1.schedule.cron', code: 'schedule.cron_invalid', message: 'Crons expression is invalid' },
        { field: 'config', code: 'validation.invalid', message: 'An image of the configuration was not found.' },
      ]).map((p) => p.path),
    ).toEqual(['roomTypes.0.routines.1.schedule.cron', '']);
  });

  it('locates a problem on the page', () => {
    expect(locateProblem('roomTypes.2.routines.1.schedule.buckets.0.end')).toEqual({
      section: 'schedule',
      typeIndex: 2,
      routineIndex: 1,
      schedulePath: 'buckets.0.end',
    });
    expect(locateProblem('roomTypes.0.routines.3.operations.7.item')).toEqual({
      section: 'operations',
      typeIndex: 0,
      routineIndex: 3,
      operationIndex: 7,
    });
    expect(locateProblem('roomTypes.0.routines.3.cleanType')).toEqual({ section: 'general', typeIndex: 0, routineIndex: 3 });
    expect(locateProblem('roomTypes.1.roomType')).toEqual({ section: 'roomType', typeIndex: 1 });
    expect(locateProblem('settings.notifyEmails.0')).toEqual({ section: 'settings' });
    expect(locateProblem('roomStates.2.stateName')).toEqual({ section: 'roomStates', stateIndex: 2 });
    expect(locateProblem('')).toEqual({ section: 'other' });
  });

  it('names the place of a problem', () => {
    const t = (key: string, opts?: Record<string, unknown>) => `${key}${opts ? JSON.stringify(opts) : ''}`;
    const config = testConfig();
    expect(problemPlace(t, { path: 'roomTypes.0.routines.1.schedule.cron' }, config)).toBe(
      'Resident Room › Deep Clean › config:place.schedule',
    );
  });
});
