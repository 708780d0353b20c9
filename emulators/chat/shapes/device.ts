/** A push device as ListDevices and a user's `devices` carry it (the spec's DeviceResponse). */
import type { ChatApp } from '../app.ts';
import type { Json } from '../http/json.ts';
import type { DeviceRecord } from '../store/records.ts';

export function deviceShape(device: DeviceRecord): Json {
  return {
    id: device.id,
    user_id: device.user_id,
    push_provider: device.push_provider,
    ...(device.push_provider_name ? { push_provider_name: device.push_provider_name } : {}),
    created_at: device.created_at,
    disabled: false,
  };
}

/** The user's devices, oldest first. */
export function devicesOf(app: ChatApp, userId: string): Json[] {
  const { devices } = app.state.tables;
  if (devices.size === 0) return [];
  return [...devices.values()]
    .filter((device) => device.user_id === userId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map(deviceShape);
}
