import type { TEventNotice, THubMessage, THubTopic } from '@carehome/contracts';

/** A tile of the site changed: a report or marking of the room was saved, or the room's state (no report). */
function roomChanged(e: TEventNotice, reportId: string | null, roomId: string | null): THubMessage | null {
  return e.facilityId ? { type: 'UpdateHousekeepingReport', facilityId: e.facilityId, reportId, roomId } : null;
}

const dataChanged = (e: TEventNotice, topic: THubTopic): THubMessage => ({ type: 'DataChanged', facilityId: e.facilityId, topic });

/**
 * Event types to hub messages: what a dashboard must reload for. Sign-ins, devices, files, briefings,
 * care-records sync, calendars and exports change nothing a dashboard shows. Every type is listed: a new
 * one does not compile until it says whether dashboards hear of it.
 */
export function messageFor(e: TEventNotice): THubMessage | null {
  switch (e.type) {
    case 'room.state_changed':
      return roomChanged(e, null, e.subjectId);
    case 'report.audited':
    case 'report.emailed':
    case 'report.note_updated':
    case 'report.saved':
    case 'marking.saved':
      return roomChanged(e, e.subjectId, e.roomId ?? null);
    case 'housekeeping.config_updated':
      return dataChanged(e, 'config');
    // An outbreak changes which routines a room follows and what its tile shows: the site reloads.
    case 'outbreak.ended':
    case 'outbreak.started':
    case 'room.deleted':
    case 'site.api_key_generated':
    case 'site.api_key_revoked':
    case 'site.atp_limits_saved':
    case 'site.created':
    case 'site.dashboard_links_saved':
    case 'site.deleted':
    case 'site.layout_changed':
    case 'site.rooms_imported':
    case 'site.updated':
      return dataChanged(e, 'site');
    case 'tenant.onboarded':
    case 'tenant.updated':
      return dataChanged(e, 'tenant');
    case 'schedule.site_schedule_saved':
    case 'schedule.templates_saved':
    case 'assignment.absent':
    case 'assignment.copied':
    case 'assignment.created':
    case 'assignment.deleted':
    case 'assignment.imported':
    case 'assignment.present':
    case 'assignment.redistributed':
    case 'assignment.split':
    case 'assignment.template_applied':
    case 'assignment.updated':
      return dataChanged(e, 'schedules');
    case 'resident.arrived':
    case 'resident.created':
    case 'resident.deleted':
    case 'resident.discharge_undone':
    case 'resident.discharged':
    case 'resident.imported':
    case 'resident.move_cancelled':
    case 'resident.transferred':
    case 'resident.updated':
      return dataChanged(e, 'residents');
    case 'staff.archived':
    case 'staff.created':
    case 'staff.invited':
    case 'staff.restored':
    case 'staff.updated':
      return dataChanged(e, 'staff');
    case 'acknowledgement.acknowledged':
    case 'acknowledgements.provider_saved':
    case 'acknowledgements.saved':
    case 'audit_planning.targets_saved':
    case 'auth.facility.switched':
    case 'auth.login.failed':
    case 'auth.login.locked':
    case 'auth.login.refused':
    case 'auth.login.succeeded':
    case 'auth.logout':
    case 'auth.password_reset.completed':
    case 'auth.password_reset.requested':
    case 'auth.pin.failed':
    case 'auth.pin.locked':
    case 'auth.pin.succeeded':
    case 'auth.refresh.reused':
    case 'auth.tenant.switched':
    case 'briefing.created':
    case 'briefing.deleted':
    case 'briefing.item_checked':
    case 'briefing.item_unchecked':
    case 'briefing.updated':
    case 'calendar.feed_key_created':
    case 'calendar.feed_key_revoked':
    case 'calendar.feed_privacy_saved':
    case 'calendar.profiles_saved':
    case 'demo.seeded':
    case 'device.recovered':
    case 'device.registered':
    case 'device.unregistered':
    case 'file.deleted':
    case 'file.uploaded':
    case 'getting_started.dismissed':
    case 'reporting.emailed':
    case 'reporting.staff_report_saved':
    case 'site.turnaround_targets_saved':
    case 'sync.clean_asked':
    case 'sync.clean_withdrawn':
    case 'sync.data_source_api_key_generated':
    case 'sync.data_source_created':
    case 'sync.data_source_deleted':
    case 'sync.data_source_updated':
    case 'sync.import_started':
    case 'sync.message_received':
    case 'sync.reconcile_started':
    case 'sync.room_created':
    case 'system_user.created':
    case 'system_user.deleted':
    case 'system_user.updated':
      return null;
    default:
      return unknownType(e.type);
  }
}

/** The switch above lists every type (a new one fails to compile); one this copy does not know at run time reloads nothing. */
function unknownType(_type: never): null {
  return null;
}
