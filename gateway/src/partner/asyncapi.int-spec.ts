import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { eventSubjects } from '@ecp/contracts';
import { startGatewayAlone, type GatewayAlone } from '../../test/gateway-alone.js';

describe('GET /asyncapi.yaml (gateway alone, production settings)', () => {
  let gateway: GatewayAlone;
  let base: string;
  beforeAll(async () => ({ base } = gateway = await startGatewayAlone()));
  afterAll(() => gateway.close());

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
