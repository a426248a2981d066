/** The capital's zone where a country spans several (Intl lists them alphabetically, not by importance). */
const PRIMARY_ZONE: Record<string, string> = {
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CN: 'Asia/Shanghai',
  ID: 'Asia/Jakarta',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  US: 'America/New_York',
};

export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/**
 * A brand's time zone, from its country (merchants.default_country): brands run their days, and so
 * their daily schedules, on local time. UTC when the country is unknown.
 */
export const timeZoneOfCountry = (country: string | null | undefined): string => {
  if (!country) return 'UTC';
  const code = country.toUpperCase();
  if (PRIMARY_ZONE[code]) return PRIMARY_ZONE[code];
  try {
    // A getter up to Node 20, a method from Node 22 on.
    const locale = new Intl.Locale(`und-${code}`) as Intl.Locale & {
      timeZones?: string[];
      getTimeZones?: () => string[];
    };
    const zones = locale.getTimeZones?.() ?? locale.timeZones;
    if (zones?.length === 1) return zones[0]!;
  } catch {
    // Not a region code.
  }
  return 'UTC';
};
