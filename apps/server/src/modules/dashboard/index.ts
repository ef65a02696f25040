// The room dashboard module's public face: a site's dashboard as the tablets get it (the overdue-rooms
// notification reads it too), the hub's tile changes of a site, and a room's state set inside the caller's
// transaction (a resident's move leaves the vacated room in a state).

export { type DashboardSnapshot, getDashboard } from './dashboard.service.ts';
export { hubTileDeltas } from './dashboard-delta.service.ts';
export { applyRoomState } from './room-state.service.ts';
