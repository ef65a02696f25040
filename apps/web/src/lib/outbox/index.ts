// The outbox's face for the rest of the app: queued saves (report, audit and marking saves, the photos a
// save names, a report's email) that survive a reload and go out once the server can be reached.
export { enqueueSave, pendingSavesFor, type RoomSaves, saveDelivery, startOutbox, usePendingSaves, useRoomSaves } from './outbox-api.ts';
export type { Delivery } from './outbox-delivery.ts';
export type { OutboxBodies, OutboxItem, OutboxKind, OutboxSave, PhotoUpload, SaveOf } from './outbox-types.ts';
