import type { UserLocation } from '@afterlook/api';
import type { Result } from '../lib/result.ts';

export type LocationError = 'invalid_address' | 'private_address' | 'location_unknown';

export interface LocationLookup {
  lookup(address: string): Promise<Result<UserLocation, LocationError>>;
}
