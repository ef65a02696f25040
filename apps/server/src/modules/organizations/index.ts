// The tenants module's public face: creating an organization row (the seed and the test harness make
// organizations without the HTTP flow) and reading one (report exports print its name, colours and logo).
export { findOrganization, insertOrganization, listOrganizationIds } from './organizations.repository.ts';
