import { useQuery } from '@tanstack/react-query';
import { api } from '../api/staff-client.ts';
import { SETTINGS_KEY } from '../pages/settings/queries.ts';

/**
 * The clinic's time zone (its settings' time_zone_in_use): the zone its days and the
 * dashboard's times follow. Undefined until the settings have loaded (every member
 * reads them); the settings pages share the same query.
 */
export function useClinicTimeZone(): string | undefined {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.getSettings() });
  return settings.data?.time_zone_in_use;
}
