import type { TDataSourceApiKey, TDataSourceList, TSaveDataSource, TTestConnectionResult } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { syncKeys } from './keys.ts';

/** GET sync/datasources?facilityId=: the site's data sources (secrets only as has* flags). */
export const dataSourcesQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: syncKeys.dataSources(facilityId),
    queryFn: ({ signal }) => api<TDataSourceList>('sync/datasources', { query: { facilityId }, signal }).then((r) => r.dataSources),
  });

export const useDataSources = (facilityId: string) => useQuery(dataSourcesQueryOptions(facilityId));

/** POST sync/facilitydatasource: creates or updates one; answers the site's whole list. */
export function useSaveDataSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveDataSource) => api<TDataSourceList>('sync/facilitydatasource', { body }),
    onSuccess: (list) => client.setQueryData(syncKeys.dataSources(list.facilityId), list.dataSources),
  });
}

/** DELETE sync/facilitydatasource/{id}. */
export function useDeleteDataSource(facilityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string }>(`sync/facilitydatasource/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: syncKeys.dataSources(facilityId) }),
  });
}

/** POST facility/generatedatasourceapikey: a new webhook key, answered once; the previous one stops working. */
export function useGenerateDataSourceApiKey(facilityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dataSourceId: string) =>
      api<TDataSourceApiKey>('facility/generatedatasourceapikey', { body: { facilityId, dataSourceId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: syncKeys.dataSources(facilityId) }),
  });
}

/**
 * POST sync/testconnection: a token request and a facility lookup at the external system, with what it
 * answered. The quota it reported is the data source's now, so the list is read again.
 */
export function useTestConnection(facilityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dataSourceId: string) => api<TTestConnectionResult>('sync/testconnection', { body: { facilityId, dataSourceId } }),
    onSettled: () => client.invalidateQueries({ queryKey: syncKeys.dataSources(facilityId) }),
  });
}
