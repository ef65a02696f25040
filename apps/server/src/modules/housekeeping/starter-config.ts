import crypto from 'node:crypto';
import type { TOperation, TRoutine, TRoutineSchedule, TTimeBucket } from '@carehome/contracts';
import type { Executor } from '../../platform/db/database.ts';
import { type ConfigDocument, findConfig, insertConfig, type StoredConfig } from './config.repository.ts';
import { starterTranslations } from './starter-translations.ts';

const id = () => crypto.randomUUID();

function ops(groups: Record<string, string[]>, optional: string[] = []): TOperation[] {
  return Object.entries(groups).flatMap(([group, items]) =>
    items.map((item) => ({ id: id(), group, item, optional: optional.includes(item), icon: null, detailImages: [] })),
  );
}

const RESIDENT_ROOM_OPS = ops(
  {
    'High-touch surfaces': ['Bed rails and controls', 'Call bell', 'Light switches', 'Door handles', 'Bedside and over-bed tables'],
    Bathroom: ['Toilet and flush handle', 'Sink and taps', 'Grab bars', 'Shower and floor drain'],
    Floor: ['Dust mop', 'Wet mop'],
    Waste: ['Empty bins and replace liners'],
    'Final check': ['Restock soap and paper towels', 'Report maintenance issues'],
  },
  ['Report maintenance issues'],
);

/** The disinfectant of the outbreak cleans, and how long it stays wet on a surface to work. */
const OUTBREAK_AGENT = { agent: 'Chlorine 1,000 ppm', contactTimeMinutes: 10 };
const DISINFECTION_OPS = { Disinfection: ['Leave surfaces wet for the contact time', 'Bag cloths and mop heads for the laundry'] };

/**
 * The enhanced clean an outbreak switches on (only in the rooms it covers, while it runs): the high-touch
 * surfaces twice a day, morning and afternoon, with the disinfectant and its contact time. Priority 35:
 * above the daily clean (which it does not replace), below an isolation clean (which does it too).
 */
function outbreakClean(startDate: string, operations: TOperation[]): TRoutine {
  return routine({
    cleanType: 'Outbreak Clean',
    priority: 35,
    color: '#E599F7',
    operations,
    outbreakOnly: true,
    ...OUTBREAK_AGENT,
    schedule: everyDay(startDate, [
      { start: '06:00', due: '12:00', end: '14:00' },
      { start: '14:00', due: '20:00', end: '22:00' },
    ]),
  });
}

/** An Absolute schedule with the same time buckets every day from `startDate`. */
function everyDay(startDate: string, buckets: TTimeBucket[]): TRoutineSchedule {
  return { type: 'Absolute', startDate, endDate: null, period: 'Daily', every: 1, buckets };
}

function routine(r: Partial<TRoutine> & Pick<TRoutine, 'cleanType' | 'priority' | 'color' | 'operations'>): TRoutine {
  return {
    id: id(),
    kind: 'Standard',
    isDefault: false,
    qrCode: null,
    tags: [],
    shortcut: null,
    schedule: null,
    stateClean: false,
    detailImages: [],
    ...r,
  };
}

/**
 * The configuration a new site starts with, so a home can begin cleaning on its first day and adjust
 * later: common room types, a daily clean, a monthly deep clean after the last one, discharge and
 * isolation cleans on demand, the outbreak clean an outbreak switches on, and the usual room states.
 */
export function starterConfiguration(): ConfigDocument {
  const isolation = {
    id: id(),
    stateName: 'Isolation',
    tags: ['infection'],
    order: 1,
    color: '#F59F00',
    borderColor: '#E03131',
    style: 'dashed' as const,
    cleanType: 'Isolation Clean',
  };
  const discharged = {
    id: id(),
    stateName: 'Discharged',
    tags: [],
    order: 2,
    color: '#74C0FC',
    borderColor: '#1971C2',
    style: 'solid' as const,
    cleanType: 'Discharge Clean',
  };
  const dailyClean = (startDate: string) =>
    routine({
      cleanType: 'Clean',
      priority: 10,
      color: '#C5E379',
      isDefault: true,
      operations: RESIDENT_ROOM_OPS,
      shortcut: { order: 1, icon: 'sparkles', color: '#2F9E44' },
      schedule: everyDay(startDate, [{ start: '07:00', due: '12:00', end: '15:00' }]),
    });
  const start = '2026-01-01';
  return {
    language: 'en',
    translations: starterTranslations(),
    roomTypes: [
      {
        id: id(),
        roomType: 'Resident Room',
        roomStates: [isolation.id, discharged.id],
        settings: { allowGroupSelection: true, photoRequired: false },
        routines: [
          dailyClean(start),
          routine({
            cleanType: 'Deep Clean',
            priority: 20,
            color: '#74C0FC',
            operations: ops({
              'Deep clean': [
                'Move and clean behind furniture',
                'Wash walls and skirting',
                'Clean vents and light fittings',
                'Clean windows and sills',
                'Launder curtains',
              ],
            }),
            schedule: { type: 'Relative', afterLastClean: { amount: 1, unit: 'Months' }, dueAfter: { amount: 3, unit: 'Days' } },
          }),
          routine({ cleanType: 'Discharge Clean', kind: 'Post-Clean', priority: 30, color: '#B197FC', operations: RESIDENT_ROOM_OPS }),
          routine({ cleanType: 'Isolation Clean', priority: 40, color: '#FFA94D', operations: RESIDENT_ROOM_OPS, stateClean: true }),
          routine({ cleanType: 'Arrival Clean', kind: 'Pre-Clean', priority: 25, color: '#63E6BE', operations: RESIDENT_ROOM_OPS }),
          outbreakClean(
            start,
            ops({
              'High-touch surfaces': [
                'Bed rails and controls',
                'Call bell',
                'Light switches',
                'Door handles',
                'Bedside and over-bed tables',
              ],
              Bathroom: ['Toilet and flush handle', 'Grab bars', 'Sink and taps'],
              ...DISINFECTION_OPS,
            }),
          ),
        ],
      },
      {
        id: id(),
        roomType: 'Common Area',
        roomStates: [isolation.id],
        settings: { allowGroupSelection: true, photoRequired: false },
        routines: [
          routine({
            cleanType: 'Clean',
            priority: 10,
            color: '#C5E379',
            isDefault: true,
            operations: ops({
              Surfaces: ['Tables and chairs', 'Handrails', 'Door handles and switches'],
              Floor: ['Vacuum or dust mop', 'Wet mop'],
              Waste: ['Empty bins'],
            }),
            schedule: { type: 'Cron', cron: '0 8,14 * * *', dueAfterMinutes: 120, durationMinutes: 300 },
          }),
          // The Isolation state is allowed on common areas (an outbreak on a floor closes its lounge):
          // its clean must be one the room type has.
          routine({
            cleanType: 'Isolation Clean',
            priority: 40,
            color: '#FFA94D',
            stateClean: true,
            operations: ops({
              Surfaces: ['Tables and chairs', 'Handrails', 'Door handles and switches', 'Shared equipment'],
              Floor: ['Vacuum or dust mop', 'Wet mop with disinfectant'],
              Waste: ['Empty bins and replace liners'],
            }),
          }),
          outbreakClean(
            start,
            ops({ Surfaces: ['Handrails', 'Door handles and switches', 'Tables and chairs', 'Shared equipment'], ...DISINFECTION_OPS }),
          ),
        ],
      },
      {
        id: id(),
        roomType: 'Dining Room',
        roomStates: [],
        settings: { allowGroupSelection: true, photoRequired: false },
        routines: [
          routine({
            cleanType: 'After-meal Clean',
            priority: 10,
            color: '#C5E379',
            isDefault: true,
            operations: ops({ Tables: ['Clear and sanitise tables', 'Wipe chairs'], Floor: ['Sweep', 'Wet mop'] }),
            schedule: everyDay(start, [
              { start: '09:00', due: '10:00', end: '11:00' },
              { start: '13:00', due: '14:00', end: '15:00' },
              { start: '18:30', due: '19:30', end: '20:30' },
            ]),
          }),
        ],
      },
    ],
    roomStates: [isolation, discharged],
    roomEvents: [
      { id: id(), name: 'Outbreak', cleanTags: ['infection'] },
      { id: id(), name: 'Resident discharged', cleanTags: [] },
    ],
    settings: {
      notificationSchedule: null,
      notifyEmails: [],
      vacatedRoom: { action: 'clean', cleanType: 'Discharge Clean', roomStateId: null },
    },
  };
}

export async function insertStarterConfiguration(tx: Executor, tenantId: string, facilityId: string, by: string | null): Promise<void> {
  await insertConfig(tx, tenantId, facilityId, starterConfiguration(), by);
}

/**
 * The site's configuration (`known` when the caller already read it); a site created before
 * configurations existed gets the starter one, written by `by`.
 */
export async function configOrStarter(
  tx: Executor,
  tenantId: string,
  facilityId: string,
  by: string | null,
  known?: StoredConfig | null,
): Promise<StoredConfig> {
  const found = known ?? (await findConfig(tx, facilityId));
  if (found) return found;
  await insertStarterConfiguration(tx, tenantId, facilityId, by);
  return (await findConfig(tx, facilityId)) as StoredConfig;
}
