import type { TExternalPatientStatus } from '@carehome/contracts';

/** Query keys of the care-records sync screens. */
export const syncKeys = {
  all: ['care-records-sync'] as const,
  dataSources: (facilityId: string) => ['care-records-sync', 'data-sources', facilityId] as const,
  /** The external system's residents of a data source, whatever their status: what a finished run refreshes. */
  residentsOf: (facilityId: string, dataSourceId: string) => ['care-records-sync', 'residents', facilityId, dataSourceId] as const,
  residents: (facilityId: string, dataSourceId: string, status: TExternalPatientStatus | null) =>
    ['care-records-sync', 'residents', facilityId, dataSourceId, status] as const,
  runs: (facilityId: string, dataSourceId: string) => ['care-records-sync', 'runs', facilityId, dataSourceId] as const,
  run: (facilityId: string, id: string) => ['care-records-sync', 'run', facilityId, id] as const,
  messages: (facilityId: string, dataSourceId: string) => ['care-records-sync', 'messages', facilityId, dataSourceId] as const,
};
