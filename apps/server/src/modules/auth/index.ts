// The auth module's public face: invitations to set a password, and the reads of people and
// organizations that sign-in shares with other modules, the seed and the app start.
export { findDirectoryEntry, getOrganization, readPlatformSecret } from './auth.repository.ts';
export { inviteToSetPassword } from './invitations.ts';
