/** Countries the store ships to (spec 3 §9), as the country select lists them. */
export const SUPPORTED_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'JP', name: 'Japan' },
] as const;

export type CountryCode = (typeof SUPPORTED_COUNTRIES)[number]['code'];

export const SUPPORTED_COUNTRY_CODES = SUPPORTED_COUNTRIES.map((country) => country.code) as [
  CountryCode,
  ...CountryCode[],
];

export interface Region {
  code: string;
  name: string;
}

const toRegions = (entries: ReadonlyArray<readonly [string, string]>): readonly Region[] =>
  entries.map(([code, name]) => ({ code, name }));

/** The 50 states and DC, for the state select when the country is US. */
export const US_STATES = toRegions([
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]);

/** Provinces and territories, for the province select when the country is CA. */
export const CA_PROVINCES = toRegions([
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
]);

/** States and territories, for the state select when the country is AU ("WA" and "NT" are also US and CA codes). */
export const AU_STATES = toRegions([
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
]);

const REGIONS: Partial<Record<string, readonly Region[]>> = { US: US_STATES, CA: CA_PROVINCES, AU: AU_STATES };

/** The region list for a country's state select; other countries take free text. */
export function regionsOf(country: string): readonly Region[] | undefined {
  return REGIONS[country];
}

const matches = (regions: readonly Region[], state: string) => {
  const wanted = state.trim().toLowerCase();
  return regions.some((region) => region.code.toLowerCase() === wanted || region.name.toLowerCase() === wanted);
};

/**
 * Whether a state fits the country: one of its regions where the country has a list, and
 * otherwise free text that is not a region of a listed country (a "TN" kept after
 * switching from the United States to the United Kingdom).
 */
export function isStateOfCountry(country: string, state: string): boolean {
  const own = regionsOf(country);
  if (own) return matches(own, state);
  return !Object.values(REGIONS).some((regions) => matches(regions!, state));
}
