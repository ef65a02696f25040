import type { TAdtRecord, TExternalPatient } from '@carehome/contracts';

/** The patient as an ADT record leaves them: admitted to a room, discharged, moved, on leave or back. */
export function patientAfter(p: TExternalPatient, record: TAdtRecord): TExternalPatient {
  switch (record.action) {
    case 'Admission':
    case 'Readmission':
      return {
        ...p,
        status: 'Current',
        roomNumber: record.roomNumber,
        bed: record.bed,
        admissionDate: record.effectiveDate,
        dischargeDate: null,
      };
    case 'Discharge':
      return { ...p, status: 'Discharged', roomNumber: null, bed: null, dischargeDate: record.effectiveDate };
    case 'Transfer':
      return { ...p, roomNumber: record.roomNumber ?? p.roomNumber, bed: record.bed ?? p.bed };
    // On leave the patient stays Current and keeps the bed on hold, but no room shows (the bed is not
    // occupied); the return shows the room again (the record's, the held one by default).
    case 'LeaveOfAbsence':
      return { ...p, roomNumber: null, bed: null };
    case 'ReturnFromLeave':
    case 'CancelLeaveOfAbsence':
      return { ...p, roomNumber: record.roomNumber, bed: record.bed };
    default:
      return p;
  }
}
