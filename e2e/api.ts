import { type APIRequestContext, expect } from '@playwright/test';

// Set-up through the API that several specs share: the staff, residents, rooms and saved reports a test
// makes for itself before it drives the browser.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new housekeeper of the site with a PIN the server generated, made by a manager or supervisor. */
export async function newHousekeeper(
  request: APIRequestContext,
  token: string,
  member: {
    facilityId: string;
    staffRefId: string;
    firstName: string;
    lastName: string;
    position?: string | null;
    /** The area (id) the person works in; absent: the whole site. */
    restrictedArea?: string | null;
  },
): Promise<{ id: string; pin: string; name: string }> {
  const { facilityId, staffRefId, firstName, lastName } = member;
  const pin = (await (await request.post('/api/staff/generatepin', { headers: auth(token), data: { facilityId } })).json()).pin;
  const res = await request.post('/api/staff', {
    headers: auth(token),
    data: {
      staffMember: {
        staffRefId,
        firstName,
        lastName,
        email: null,
        pinCode: pin,
        role: 'Housekeeper',
        position: member.position ?? null,
        restrictedArea: member.restrictedArea ?? null,
        facilityId,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { id: (await res.json()).id as string, pin: pin as string, name: `${firstName} ${lastName}` };
}

export interface NewResident {
  residentId: string;
  namePrefix: string;
  firstName: string;
  lastName: string;
  roomId: string;
  notes: { type: string; text: string }[];
  /** Risk flags, by name. */
  [flag: string]: unknown;
}

/** A resident admitted to a room through the API (as a nurse). */
export async function newResident(
  request: APIRequestContext,
  token: string,
  facilityId: string,
  resident: NewResident,
): Promise<{ id: string; displayName: string }> {
  const res = await request.post('/api/resident', { headers: auth(token), data: { facilityId, resident } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).resident;
}

/** A room of the site's dashboard read (`/api/housekeeping`), the fields the cleaning and outbox specs look at. */
export interface DashboardRoom {
  id: string;
  roomNumber: string;
  roomType: string | null;
  resident: { displayName: string } | null;
  housekeepingHistory: { status: string; reportId: string; cleanType: string; staffMember: string | null; comment: string | null }[];
  roomState: unknown;
  lastMarkingReport: { id: string; cleanType: string } | null;
  latest: { hasComments: boolean; hasPhotos: boolean };
  status: { banner: { kind: string } | null; currentCleanType: string | null };
  /** A failed audit's loop under way: its re-clean asks first before a save that leaves it open. */
  correctiveAction?: unknown;
}

/** A room of the site's dashboard read, as the API answers it. */
export async function roomOf<Room extends { id: string }>(request: APIRequestContext, token: string, id: string): Promise<Room> {
  const [, ...list] = await (await request.get('/api/housekeeping', { headers: auth(token) })).json();
  return (list as Room[]).find((r) => r.id === id) as Room;
}

/** The staff member id of a login. */
export async function staffIdOf(request: APIRequestContext, token: string): Promise<string> {
  return (await (await request.get('/api/staff/me', { headers: auth(token) })).json()).staffMember.id as string;
}

export interface ReportOperation {
  id: string;
  group: string;
  item: string;
  optional: boolean;
  icon: string | null;
  index: number;
  checked: boolean | null;
  skipped: boolean;
  timeStamp: string | null;
  auditStatus: string | null;
  isMarked: boolean;
}

/**
 * The operations of a saved report, every one ticked at the given time unless `each` says otherwise (a
 * declined report leaves them unticked, a report with the routine's names carries them).
 */
export function tickedOperations<O extends { id: string; optional: boolean }>(
  operations: O[],
  at: Date,
  each: (o: O) => Partial<ReportOperation> = () => ({}),
): ReportOperation[] {
  return operations.map((o, index) => ({
    id: o.id,
    group: 'g',
    item: 'i',
    optional: o.optional,
    icon: null,
    index,
    checked: true,
    skipped: false,
    timeStamp: at.toISOString(),
    auditStatus: null,
    isMarked: false,
    ...each(o),
  }));
}

/** Saves a report of a room as a tablet would: what the caller does not say is the tablet's default (nothing noted). */
export async function submitReport(
  request: APIRequestContext,
  token: string,
  report: {
    facilityId: string;
    roomId: string | undefined;
    selectedCleanType: string;
    status: string;
    startDate: string;
    reportDate: string;
    comment?: string | null;
    operations: ReportOperation[];
    declineSignature?: string | null;
    authorStaffId: string;
  },
) {
  const res = await request.post('/api/housekeeping/submitReport', {
    headers: auth(token),
    data: {
      report: {
        id: crypto.randomUUID(),
        selectedGroupTime: null,
        comment: null,
        residentFamilyConcern: null,
        maintenance: null,
        pestControl: null,
        photos: [],
        declineSignature: null,
        markingReportId: null,
        ...report,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res;
}

/** The site's today, as the staff schedule answers it (its days are the site's, not the test machine's). */
export async function scheduleToday(request: APIRequestContext, token: string, facilityId: string): Promise<string> {
  const res = await request.post('/api/staffSchedule', {
    headers: auth(token),
    data: { facilityId, from: '2026-01-05', to: '2026-01-05' },
  });
  return (await res.json()).today as string;
}

/** Adds a calendar import profile to the site's saved ones. */
export async function addCalendarProfile(request: APIRequestContext, token: string, facilityId: string, profile: object): Promise<void> {
  const profiles = (
    await (await request.get(`/api/facility/calendarimportprofiles?facilityId=${facilityId}`, { headers: auth(token) })).json()
  ).profiles as object[];
  const saved = await request.post('/api/facility/calendarimportprofiles', {
    headers: auth(token),
    data: { facilityId, profiles: [...profiles, profile] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
