// The housekeeping module's public face: the site's configuration document, read and written inside the
// caller's transaction, and the starter configuration a new site gets.
export { type ConfigDocument, findConfig, insertConfig, type StoredConfig } from './config.repository.ts';
export { configOrStarter, insertStarterConfiguration, starterConfiguration } from './starter-config.ts';
