import net from 'node:net';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return net.isIPv6(plain) && (plain === '::1' || plain === '0:0:0:0:0:0:0:1');
};
