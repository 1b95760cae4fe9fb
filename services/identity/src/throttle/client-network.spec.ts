import { describe, expect, it } from '@jest/globals';
import { clientNetwork } from './client-network.js';

describe('clientNetwork', () => {
  it('keeps an IPv4 address (mapped or not) as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads every address of one IPv6 /64 as one network, whatever its spelling', () => {
    const network = '2001:db8:85a3:8d3::/64';
    for (const address of ['2001:db8:85a3:8d3::1', '2001:0db8:85a3:08d3:1319:8a2e:0370:7344', '2001:DB8:85A3:8D3:ffff:ffff:ffff:fffe', '2001:db8:85a3:8d3:1::9%eth0']) {
      expect(clientNetwork(address)).toBe(network);
    }
    expect(clientNetwork('2001:db8:85a3:8d4::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves what is not an address alone', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
