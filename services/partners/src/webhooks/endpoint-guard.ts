import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { DomainError } from '@ecp/contracts';

// Addresses a partner endpoint may never be (SSRF): this host, the cluster and private networks, link-local
// (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved and documentation ranges.
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(network, prefix, 'ipv4');
// IPv6: only global unicast (2000::/3) is public; inside it, the IETF protocol block (Teredo 2001::/32 among it),
// documentation and 6to4 (2002::/16 embeds any IPv4 address, private ones too). Everything outside 2000::/3 (the
// IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96 and /48, site-local fec0::/10, unique local, link-local,
// multicast, discard) is refused by not being in it.
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [network, prefix] of [['2001::', 23], ['2001:db8::', 32], ['2002::', 16]] as const) blocked.addSubnet(network, prefix, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a delivery may connect to `address` (an IP). IPv4-mapped IPv6 addresses are judged as IPv4. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (allowLoopback && loopback.check(ip, type)) return true;
  if (type === 'ipv6' && !globalUnicast.check(ip, type)) return false;
  return !blocked.check(ip, type);
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A registration's URL: HTTPS, no credentials in it, a host that resolves only to public addresses. With
 * `allowLoopback` (test configuration) http://localhost-style URLs are accepted too.
 */
export async function checkEndpointUrl(raw: string, allowLoopback: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError('VALIDATION_ERROR', 'Webhook URL is not a valid URL');
  }
  const local = allowLoopback && LOOPBACK_NAMES.has(url.hostname);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) throw new DomainError('VALIDATION_ERROR', 'Webhook URL must use HTTPS');
  if (url.username || url.password) throw new DomainError('VALIDATION_ERROR', 'Webhook URL must not contain credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await resolveAll(host);
  if (!addresses.length || addresses.some((address) => !addressAllowed(address, allowLoopback))) {
    throw new DomainError('VALIDATION_ERROR', 'Webhook URL must point to a public address');
  }
  return url;
}

function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve) => {
    dnsLookup(host, { all: true }, (error, addresses) => resolve(error ? [] : addresses.map(({ address }) => address)));
  });
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * `lookup` for the delivery's socket: the address actually connected to is checked, so a name that resolved to a
 * public address at registration and to a private one now (DNS rebinding) is refused at connect time.
 */
export function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = addresses.filter(({ address }) => addressAllowed(address, allowLoopback));
      if (allowed.length !== addresses.length || !allowed.length) {
        const refused = Object.assign(new Error(`refused to connect to a non-public address of ${hostname}`), { code: 'ECONNREFUSED' });
        return callback(refused, []);
      }
      if (options.all) return callback(null, allowed);
      const [first] = allowed as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}
