import { describe, expect, it } from '@jest/globals';
import type { FastifyRequest } from 'fastify';
import { clientInfo } from './refresh-cookie.js';

const request = (headers: Record<string, string>) => ({ ip: '203.0.113.7', headers }) as unknown as FastifyRequest;

describe('client info for the identity service', () => {
  it("passes the browser's IANA time zone on, and leaves a malformed one out", () => {
    expect(clientInfo(request({ 'user-agent': 'UA', 'x-time-zone': 'America/Argentina/Buenos_Aires' }))).toEqual({ ip: '203.0.113.7', userAgent: 'UA', timeZone: 'America/Argentina/Buenos_Aires' });
    expect(clientInfo(request({ 'x-time-zone': 'UTC' }))).toMatchObject({ timeZone: 'UTC' });
    for (const bad of ['../etc/passwd', 'Europe/Berlin; drop', 'a'.repeat(65), '']) expect(clientInfo(request({ 'x-time-zone': bad }))).not.toHaveProperty('timeZone');
  });
});
