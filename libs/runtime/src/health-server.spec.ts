import { afterEach, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startHealthServer } from './health-server.js';

describe('service health server', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
  });

  const start = async (ready: () => Promise<boolean>) => {
    server = await startHealthServer(0, 'skills', ready);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  it('is live even when not ready, and ready only when the check passes', async () => {
    let ready = false;
    const url = await start(async () => ready);
    expect((await fetch(`${url}/health/live`)).status).toBe(200);
    expect((await fetch(`${url}/health/ready`)).status).toBe(503);
    ready = true;
    const res = await fetch(`${url}/health/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'skills' });
  });

  it('reports not ready when the check throws', async () => {
    const url = await start(async () => { throw new Error('database down'); });
    expect((await fetch(`${url}/health/ready`)).status).toBe(503);
  });

  it('exposes Prometheus metrics labelled with the service', async () => {
    const url = await start(async () => true);
    const text = await (await fetch(`${url}/metrics`)).text();
    expect(text).toMatch(/process_cpu_user_seconds_total\{service="skills"\}/);
  });
});
