import { BlockList, isIP } from 'node:net';
import { normaliseIp } from '../geo/geo.service.js';

/** Whether `ip` is in one of the operator's allowed ranges; an empty list allows any address. */
export const ipAllowed = (cidrs: readonly string[], ip: string): boolean => {
  if (cidrs.length === 0) return true;
  const plain = normaliseIp(ip);
  const family = isIP(plain);
  if (family === 0) return false;
  const list = new BlockList();
  for (const c of cidrs) {
    const [addr = '', prefix] = c.split('/');
    const f = isIP(addr);
    if (f === 0) continue;
    const type = f === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(prefix), type);
  }
  return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
};
