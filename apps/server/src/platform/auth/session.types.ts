import type { TRole } from '@carehome/contracts';

/** Who is calling, resolved from the bearer token on every request. */
export interface AuthContext {
  sessionId: string;
  kind: 'system' | 'staff';
  subjectId: string;
  email: string | null;
  displayName: string;
  staffRefId: string | null;
  role: TRole;
  tenantId: string | null;
  facilityId: string | null;
  deviceId: string | null;
  expiresAt: Date;
  lastSeenAt: Date | null;
}

/** A registered tablet, resolved from the X-Device-Token header when present. */
export interface DeviceContext {
  id: string;
  tenantId: string;
  facilityId: string;
  name: string;
  hardwareId: string;
}
