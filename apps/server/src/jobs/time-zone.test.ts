import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneOfCountry } from './time-zone.js';

describe('timeZoneOfCountry', () => {
  it("answers a one-zone country's zone", () => {
    expect(timeZoneOfCountry('PH')).toBe('Asia/Manila');
    expect(timeZoneOfCountry('jp')).toBe('Asia/Tokyo');
  });

  it("answers the capital's zone where a country spans several", () => {
    expect(timeZoneOfCountry('ID')).toBe('Asia/Jakarta');
    expect(timeZoneOfCountry('US')).toBe('America/New_York');
  });

  it('falls back to UTC', () => {
    expect(timeZoneOfCountry(undefined)).toBe('UTC');
    expect(timeZoneOfCountry('ZZ')).toBe('UTC');
    expect(timeZoneOfCountry('not a country')).toBe('UTC');
  });

  it('tells IANA names from others', () => {
    expect(isTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
