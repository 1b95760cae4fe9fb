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
  return address;
}
