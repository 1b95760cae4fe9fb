/**
 * A client address a per-address bound may count by (upload slots, subscription sockets): a public one. A loopback or
 * private address is a proxy in front whose forwarding TRUST_PROXY does not declare (everyone behind it would share
 * one address's places), or someone on this machine or network.
 */
export function publicAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const v4 = address.replace(/^::ffff:/i, '');
  if (/^(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.)/.test(v4)) return undefined;
  if (/^(?:::1$|f[cd][0-9a-f]{2}:|fe80:)/i.test(address)) return undefined;
  return v4.includes(':') ? ipv6Network(v4) : v4;
}

/**
 * An IPv6 address's /64, the smallest network one subscriber is given: counted by the full address, one client would
 * have had 2^64 of them.
 */
function ipv6Network(address: string): string {
  const plain = address.split('%')[0]!.toLowerCase();
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
