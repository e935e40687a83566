const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "US" → "United States"; anything that is not a region code shows as it came. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
