import * as z from 'zod/mini';
import { formatMessage, GENERIC_MESSAGES } from './messages.ts';
import { SCHEDULE_MESSAGES } from './schedule-messages.ts';

export { formatMessage };

/**
 * Stable error codes the server answers with, and the English text of spec section 8 for each.
 * The client translates by code; the English text is the spec's wording, to the letter.
 */
export const ERROR_MESSAGES = {
  'auth.invalid_credentials': 'The email or password are incorrect!',
  'auth.account_locked': 'Too many failed sign-in attempts. Please try again later.',
  'auth.address_locked': 'Too many failed sign-in attempts from this network. Please try again later.',
  'auth.invalid_pin': 'Invalid pin number',
  'auth.pin_required': 'PIN number required',
  'auth.device_not_registered': 'Device not registered',
  'auth.device_locked': 'Too many wrong PIN numbers on this device. Please try again later.',
  'auth.unauthenticated': 'You need to sign in.',
  'auth.forbidden': 'You do not have access to this.',
  'auth.reset_failed': "Couldn't reset password. Please send another reset request.",
  'auth.reset_error': 'Error occurred during resetting password',
  'auth.weak_password': 'The password needs at least 6 characters and at least 3 of: upper case, lower case, digit, special character.',
  'auth.common_password': 'This password is too common. Please choose another one.',
  'auth.passwords_differ': 'The passwords do not match.',
  'auth.no_site_access': 'You do not have access to this site.',
  'auth.no_tenant_switch': 'Only system users can switch organization.',
  'auth.offsite_not_allowed':
    'You can only sign in on a registered tablet of your site. Ask your manager to allow sign-in from other devices.',
  'auth.site_pin_locked': 'Too many wrong PIN numbers at this site. Please try again later.',
  'auth.device_limit_reached': 'This site already has {max} registered tablets. Unregister a tablet that is no longer used first.',
  'duplicate.id': 'This ID is already used.',
  'duplicate.staff_id': 'This staff ID is already used for another staff member.',
  'duplicate.pin': 'This pin code is already used for another staff member.',
  'duplicate.tenant_name': 'This name is already used for another tenant.',
  'duplicate.staff_email': 'This email is already used for another staff member.',
  'duplicate.staff_id_at_site': 'This staff ID is already used for another staff member at {site}.',
  'duplicate.staff_email_at_site': 'This email is already used for another staff member at {site}.',
  'permission.system_users': 'You have no permission to edit System Users',
  'permission.archive_self': 'You have cannot archive yourself',
  'permission.higher_role': 'You cannot edit someone whose role is higher than yours.',
  'room.cannot_delete': 'Room cannot be deleted',
  'room.duplicate_number': 'This room number is already used in this area.',
  'room.duplicate_qr': 'This QR code is already used for another room.',
  'area.duplicate_name': 'This name is already used in this area.',
  'area.not_empty': 'This area still has rooms or areas in it.',
  'site.not_empty': 'This site has rooms, staff or history. Only an empty site can be deleted.',
  'site.no_config_source': 'The site to copy the configuration from was not found.',
  'file.not_image': 'Only images can be uploaded (JPEG, PNG, WebP, GIF, HEIC).',
  'file.too_large': 'The file is too large (at most {max} MB).',
  'file.too_many_pixels': 'The image is too large (at most {max} megapixels).',
  'file.malformed': 'The upload could not be read. Please try again.',
  'file.busy': 'Too many images are being processed. Please try again in a moment.',
  'config.stale': 'Someone else saved this configuration in the meantime. Reload it and make your change again.',
  'config.room_type_in_use': 'This room type is used by rooms and cannot be removed.',
  'config.duplicate_room_type': 'This room type name is already used.',
  'config.duplicate_clean_type': 'This clean type is already used in this room type.',
  'config.duplicate_state': 'This room state name is already used.',
  'config.invalid_url': 'Enter a valid URL.',
  'config.state_clean_type_missing':
    'The room state {state} asks for a {cleanType}, and the room type {roomType} has no {cleanType} routine. Add the routine or choose another clean type for the state.',
  'room_state.clean_type_missing':
    'The room type {roomType} has no {cleanType} routine. Choose a clean type this room type has, or add the routine in Housekeeping Configuration.',
  'import.no_header': 'The file needs a header line with at least the columns Area, Room and Room type.',
  'import.unknown_room_type': 'Unknown room type. Add it in Housekeeping Configuration first.',
  'import.duplicate_in_file': 'This room appears twice in the file.',
  'import.has_errors': 'The file has errors. Correct them and check the file again.',
  'area.cycle': 'An area cannot be placed inside itself.',
  'report.no_permission': 'Current user does not have permission to save cleaning reports.',
  'marking.no_permission': 'Current user does not have permission to save Pre-Audit Marking reports.',
  'report.readonly': 'Readonly reports cannot be modified.',
  'report.clean_type_mismatch': "The clean type must match the marking report's clean type.",
  'report.unknown_clean_type': 'This clean type is not configured for the room type.',
  'report.signature_required': 'Signature is required',
  'report.author_not_allowed': 'This report was recorded by another staff member and can only be sent from the tablet it was recorded on.',
  'report.not_audit_role': 'Only supervisors can audit cleaning reports.',
  'report.recipient_not_allowed': 'Reports can only be sent to the organization’s supervisors and staff members.',
  'report.not_audited': 'This cleaning report has not been audited yet.',
  'assignment.target_required': 'Enter a room type, a clean type, room numbers or site areas.',
  'assignment.past_date': 'An assignment cannot be created on or moved to a past date.',
  'assignment.end_before_start': 'The end date is before the start date.',
  'assignment.too_long': 'An assignment lasts at most {days} days.',
  'assignment.archived_staff': 'This staff member is archived.',
  'assignment.unknown_staff': 'Invalid staff member.',
  'assignment.unknown_room': 'Room {room} is not a room of this site.',
  'assignment.completed': 'A completed assignment cannot be modified or deleted.',
  'assignment.changed': 'Someone else changed this assignment meanwhile. Reload to see it.',
  'assignment.nothing_to_copy': 'There are no assignments to copy.',
  'assignment.nobody_present': 'Nobody else is on the schedule that day to take the rooms.',
  'assignment.no_rooms': 'This staff member has no rooms on that day.',
  'resident.imported': 'Imported resident cannot be modified',
  'resident.unknown_error': 'unknown error saving the resident.',
  'resident.not_in_room': 'The resident is not in a room.',
  'resident.already_discharged': 'The resident is already discharged.',
  'resident.not_discharged': 'The resident is not discharged.',
  'resident.same_room': 'The resident is already in this room.',
  'resident.room_taken': 'Someone else lives in room {room} now. Choose another room.',
  'resident.unknown_clean_type': 'The room type {roomType} has no {cleanType} routine.',
  'resident.has_history': 'This resident has cleaning reports. Discharge the resident instead of deleting.',
  'import.resident_no_header': 'The file needs a header line with at least the columns Resident ID, First name and Last name.',
  'import.unknown_room': 'Unknown room. Use a room number of this site (with its area when the number repeats).',
  'import.ambiguous_room': 'This room number is used in several areas. Write the area too, for example Wing A / 101.',
  'import.duplicate_resident_in_file': 'This resident ID appears twice in the file.',
  'import.invalid_title': 'Unknown title. Use Mr, Miss, Mrs, Ms, Mx or M.',
  'import.invalid_date': 'Use a real date in the YYYY-MM-DD format.',
  'import.invalid_flag': 'Unknown risk flag. Use F, E, S, V or P.',
  'import.resident_imported': 'This resident comes from the care-records system and cannot be changed by a file.',
  'validation.invalid_text': 'This text contains characters that cannot be saved.',
  not_found: 'Not found',
  rate_limited: 'Too many requests. Please try again later.',
  'server.temporary': 'The server encountered a temporary error.',
  'server.connection': 'Error connecting to server.',
  ...GENERIC_MESSAGES,
  ...SCHEDULE_MESSAGES,
} as const;

export type TErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as TErrorCode[];

export const ZFieldError = z.object({
  /** Dotted path of the request field, empty for the whole request. */
  field: z.string(),
  code: z.string(),
  message: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type TFieldError = z.infer<typeof ZFieldError>;

/** The body of every error answer: `{ errors, message, code }` (DESIGN.md section 4.5). */
export const ZErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(ZFieldError),
  retryAfterSeconds: z.optional(z.number()),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
