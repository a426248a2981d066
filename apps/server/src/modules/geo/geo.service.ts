import net, { BlockList } from 'node:net';
import geoip from 'geoip-country';

/** Offline country lookup; private and loopback addresses have no country. */
export const lookupCountry = (ip: string): string => {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(plain)?.country ?? '';
};

export const normaliseIp = (ip: string): string => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);

export type RegionRules = { countries: Set<string>; cidrs: BlockList };

export const buildRegionRules = (blocks: { kind: string; value: string }[]): RegionRules => {
  const countries = new Set<string>();
  const cidrs = new BlockList();
  for (const b of blocks) {
    if (b.kind === 'COUNTRY') countries.add(b.value.toUpperCase());
    else if (b.kind === 'CIDR') {
      const [addr = '', bits] = b.value.split('/');
      const family = net.isIPv6(addr) ? 'ipv6' : 'ipv4';
      const prefix = bits === undefined ? (family === 'ipv6' ? 128 : 32) : Number(bits);
      cidrs.addSubnet(addr, prefix, family);
    }
  }
  return { countries, cidrs };
};

export const isRegionBlocked = (rules: RegionRules, ip: string, countryCode: string): boolean => {
  if (countryCode && rules.countries.has(countryCode)) return true;
  const plain = normaliseIp(ip);
  const family = net.isIPv6(plain) ? 'ipv6' : 'ipv4';
  return net.isIP(plain) !== 0 && rules.cidrs.check(plain, family);
};

/** Accepts an IPv4/IPv6 address with an optional prefix length. */
export const isValidCidr = (value: string): boolean => {
  const [addr = '', bits, extra] = value.split('/');
  if (extra !== undefined) return false;
  const v = net.isIP(addr);
  if (v === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (v === 6 ? 128 : 32);
};
