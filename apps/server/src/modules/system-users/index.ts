// The system-users module's public face: creating a system user row (the seed and the test harness).
export { insertSystemUser } from './system-users.repository.ts';
