/*
 * Sales tax, VAT and GST as a fixed table in basis points (725 = 7.25%), not a tax
 * service: US rows are each state's base rate without county or city taxes, Canadian
 * rows GST plus the province's PST or HST, other countries their standard VAT/GST.
 * Good enough to show a believable total; not tax advice.
 */

const US_STATE_RATES: Record<string, number> = {
  AL: 400,
  AK: 0,
  AZ: 560,
  AR: 650,
  CA: 725,
  CO: 290,
  CT: 635,
  DE: 0,
  DC: 600,
  FL: 600,
  GA: 400,
  HI: 400,
  ID: 600,
  IL: 625,
  IN: 700,
  IA: 600,
  KS: 650,
  KY: 600,
  LA: 500,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 688,
  MS: 700,
  MO: 423,
  MT: 0,
  NE: 550,
  NV: 685,
  NH: 0,
  NJ: 663,
  NM: 488,
  NY: 400,
  NC: 475,
  ND: 500,
  OH: 575,
  OK: 450,
  OR: 0,
  PA: 600,
  RI: 700,
  SC: 600,
  SD: 420,
  TN: 700,
  TX: 625,
  UT: 610,
  VT: 600,
  VA: 530,
  WA: 650,
  WV: 600,
  WI: 500,
  WY: 400,
};

// Quebec's 14.975% rounds to 1498 basis points.
const CA_PROVINCE_RATES: Record<string, number> = {
  AB: 500,
  BC: 1200,
  MB: 1200,
  NB: 1500,
  NL: 1500,
  NS: 1400,
  NT: 500,
  NU: 500,
  ON: 1300,
  PE: 1500,
  QC: 1498,
  SK: 1100,
  YT: 500,
};

const COUNTRY_RATES: Record<string, number> = { GB: 2000, DE: 1900, FR: 2000, AU: 1000, JP: 1000 };

export interface TaxRate {
  /** 725 is 7.25%. */
  basisPoints: number;
  /** "US-CA", "CA-ON", "GB"; the country alone when its region has no row. */
  jurisdiction: string;
}

/** The rate for a destination; the state is a code (normalizeAddress makes it one for US and CA). */
export function taxRateFor(country: string, state: string): TaxRate {
  const regionRates = country === 'US' ? US_STATE_RATES : country === 'CA' ? CA_PROVINCE_RATES : undefined;
  if (regionRates) {
    const region = state.toUpperCase();
    const basisPoints = regionRates[region];
    return basisPoints === undefined
      ? { basisPoints: 0, jurisdiction: country }
      : { basisPoints, jurisdiction: `${country}-${region}` };
  }
  return { basisPoints: COUNTRY_RATES[country] ?? 0, jurisdiction: country };
}

/** Tax in whole cents, rounded half up. */
export function taxCents(amountCents: number, rate: TaxRate): number {
  return Math.round((amountCents * rate.basisPoints) / 10_000);
}
