import { isIPv6 } from 'node:net';

/**
 * The network a client address stands for in per-address limits: an IPv4 address itself, an IPv6 address its /64.
 * One IPv6 subscriber, or one cloud machine, holds a whole /64 (2^64 addresses), so counting the exact address let
 * a guesser take a fresh one for every try and never be slowed down. IPv4-mapped IPv6 (::ffff:a.b.c.d) is its IPv4.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (!isIPv6(address)) return address;
  const bare = address.split('%')[0]!.toLowerCase();
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (::1.2.3.4) lies past the /64, so only the first four groups matter.
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = tail === undefined ? left : [...left, ...new Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
