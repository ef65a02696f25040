// The residents module's public face: other modules and the seed use residents only through these.

export { handEnteredResidentsIn, linkResidentToPatientIn } from './residents.linked.ts';
export { moveResidentIn } from './residents.moves.ts';
export { readResidentPhoto } from './residents.photo.ts';
export { deleteMoveTask, findResidentRow, type ResidentRow, upsertMoveTask } from './residents.repository.ts';
export { createResidentIn, type ResidentSaveInput } from './residents.service.ts';
export {
  removeSyncedResidentIn,
  restoreSyncedResidentIn,
  type SyncedResidentValues,
  setSyncedStatusIn,
  updateSyncedResidentIn,
} from './residents.synced.ts';
export { type IndexedRoom, type RoomIndex, roomIndexOf } from './room-index.ts';
