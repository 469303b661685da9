// States and provinces for the region pickers (US: 50 states and DC; Canada: 10 provinces and 3 territories): the
// domain's lists, one copy for the web app, the server's state pages and the calculators.
import { CA_PROVINCES, type Region, US_STATES } from '@probity/domain';

export { CA_PROVINCES, type Region, US_STATES };

/** Region list for a country code ('us', 'ca', anything else has none: free text). Case-insensitive. */
export function regionsOf(country: string | null | undefined): Region[] | null {
  const c = (country ?? '').toLowerCase();
  return c === 'us' ? US_STATES : c === 'ca' ? CA_PROVINCES : null;
}

export const COUNTRIES = [
  { value: 'us', label: 'United States' },
  { value: 'ca', label: 'Canada' },
  { value: 'other', label: 'Other country' },
];
