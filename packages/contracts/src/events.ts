/**
 * Every kind of row the server writes to the events table (the audit trail and the source of live
 * updates), as `<area>.<what happened>`. The names are stored as they are: renaming one changes what
 * the audit trail and older rows call it, so a new kind is added here and an old one is never renamed.
 */
export const EVENT_TYPES = [
  'acknowledgement.acknowledged',
  'acknowledgements.provider_saved',
  'acknowledgements.saved',
  'assignment.absent',
  'assignment.copied',
  'assignment.created',
  'assignment.deleted',
  'assignment.imported',
  'assignment.present',
  'assignment.redistributed',
  'assignment.split',
  'assignment.template_applied',
  'assignment.updated',
  'audit_planning.targets_saved',
  'auth.facility.switched',
  'auth.login.failed',
  'auth.login.locked',
  'auth.login.refused',
  'auth.login.succeeded',
  'auth.logout',
  'auth.password_reset.completed',
  'auth.password_reset.requested',
  'auth.pin.failed',
  'auth.pin.locked',
  'auth.pin.succeeded',
  'auth.refresh.reused',
  'auth.tenant.switched',
  'briefing.created',
  'briefing.deleted',
  'briefing.item_checked',
  'briefing.item_unchecked',
  'briefing.updated',
  'calendar.feed_key_created',
  'calendar.feed_key_revoked',
  'calendar.feed_privacy_saved',
  'calendar.profiles_saved',
  'demo.seeded',
  'device.recovered',
  'device.registered',
  'device.unregistered',
  'file.deleted',
  'file.uploaded',
  'getting_started.dismissed',
  'housekeeping.config_updated',
  'marking.saved',
  'outbreak.ended',
  'outbreak.started',
  'report.audited',
  'report.emailed',
  'report.note_updated',
  'report.saved',
  'reporting.emailed',
  'reporting.staff_report_saved',
  'resident.arrived',
  'resident.created',
  'resident.deleted',
  'resident.discharge_undone',
  'resident.discharged',
  'resident.imported',
  'resident.move_cancelled',
  'resident.transferred',
  'resident.updated',
  'room.deleted',
  'room.state_changed',
  'schedule.site_schedule_saved',
  'schedule.templates_saved',
  'site.api_key_generated',
  'site.api_key_revoked',
  'site.atp_limits_saved',
  'site.created',
  'site.dashboard_links_saved',
  'site.deleted',
  'site.layout_changed',
  'site.rooms_imported',
  'site.turnaround_targets_saved',
  'site.updated',
  'staff.archived',
  'staff.created',
  'staff.invited',
  'staff.restored',
  'staff.updated',
  'sync.clean_asked',
  'sync.clean_withdrawn',
  'sync.data_source_api_key_generated',
  'sync.data_source_created',
  'sync.data_source_deleted',
  'sync.data_source_updated',
  'sync.import_started',
  'sync.message_received',
  'sync.reconcile_started',
  'sync.room_created',
  'system_user.created',
  'system_user.deleted',
  'system_user.updated',
  'tenant.onboarded',
  'tenant.updated',
] as const;
export type TEventType = (typeof EVENT_TYPES)[number];

/**
 * What the server announces on PostgreSQL's 'events' channel in the transaction that records an event:
 * written by the event writer (and the batched report save), read by the live-updates bus of every app copy.
 */
export interface TEventNotice {
  tenantId: string;
  facilityId: string | null;
  type: TEventType;
  subjectId: string | null;
  /** The room of a report or marking event (from its data): live updates say which tile changed. */
  roomId?: string | null;
  /** The site's dashboard version this change moved it to (absent when it changes nothing a room board shows). */
  version?: number;
}
