// The live-updates module's public face: the bus that hears every committed change on PostgreSQL's
// 'events' channel (the app builds one per process) and the hub messages an event type makes.
export { messageFor } from './hub-messages.ts';
export { type SessionWatcher, UpdateBus } from './update-bus.ts';
