import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parse } from 'yaml';
import { eventSubjects } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import { createGatewayApp } from '../app.js';
import { loadGatewayConfig } from '../gateway.config.js';

describe('GET /asyncapi.yaml (gateway alone, production settings)', () => {
  let app: NestFastifyApplication;
  let bus: InProcessBus;
  let base: string;
  beforeAll(async () => {
    bus = new InProcessBus();
    await bus.start();
    app = await createGatewayApp(loadGatewayConfig({ NODE_ENV: 'production', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '' }), bus);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });
  afterAll(async () => {
    await app.close();
    await bus.close();
  });

  it('serves the committed AsyncAPI document, without credentials, with every event channel', async () => {
    const res = await fetch(`${base}/asyncapi.yaml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    const text = await res.text();
    expect(text).toBe(await readFile(new URL('../../../docs/asyncapi.yaml', import.meta.url), 'utf8'));
    const document = parse(text) as { asyncapi: string; channels: Record<string, { address: string }> };
    expect(document.asyncapi).toMatch(/^3\./);
    expect(Object.keys(document.channels).sort()).toEqual([...eventSubjects].sort());
    expect(document.channels['enrollment.completed']?.address).toBe('ecp.events.enrollment.completed');
  });
});
