import type { TDeviceInfo } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hardwareId, session } from '../../../lib/session.ts';

export interface DeviceSummary {
  deviceId: string;
  name: string;
  hardwareId: string;
  registeredAt: string;
  lastSeenAt: string | null;
}

const devicesKey = ['auth', 'devices'] as const;

/** The tablets registered at the current site. */
export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: devicesKey,
    queryFn: ({ signal }) => api<{ devices: DeviceSummary[] }>('auth/devices', { signal }).then((r) => r.devices),
  });

export const useDevices = () => useQuery(devicesQueryOptions());

/** POST auth/registerDevice {deviceId, hardwareId}: this browser becomes a registered tablet. */
export function useRegisterDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api<TDeviceInfo>('auth/registerDevice', {
        body: { data: { deviceId: session.get().device?.deviceId ?? crypto.randomUUID(), hardwareId: hardwareId(), name } },
      }),
    onSuccess: async (device) => {
      session.setDevice(device);
      await client.invalidateQueries({ queryKey: devicesKey });
    },
  });
}

/** POST auth/recoverDeviceRegistration {hardwareId}: a tablet that lost its token gets a new one. */
export function useRecoverDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<TDeviceInfo>('auth/recoverDeviceRegistration', { body: { data: { hardwareId: hardwareId() } } }),
    onSuccess: async (device) => {
      session.setDevice(device);
      await client.invalidateQueries({ queryKey: devicesKey });
    },
  });
}

/** POST auth/unregisterDevice {deviceId}: this tablet or another of the site. */
export function useUnregisterDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => api('auth/unregisterDevice', { body: { data: { deviceId } } }),
    onSuccess: async (_r, deviceId) => {
      if (session.get().device?.deviceId === deviceId) session.clearDevice();
      await client.invalidateQueries({ queryKey: devicesKey });
    },
  });
}
