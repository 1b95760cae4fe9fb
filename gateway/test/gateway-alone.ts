import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { InProcessBus } from '@ecp/messaging';
import { createGatewayApp } from '../src/app.js';
import { loadGatewayConfig } from '../src/gateway.config.js';

export interface GatewayAlone {
  app: NestFastifyApplication;
  bus: InProcessBus;
  base: string;
  close(): Promise<void>;
}

/**
 * The gateway on an in-process bus of its own, production settings, listening on a free loopback port: for specs of
 * its HTTP routes. `answer` registers stand-in responders on the bus before the gateway starts.
 */
export async function startGatewayAlone(env: Record<string, string> = {}, answer: (bus: InProcessBus) => Promise<void> = async () => {}): Promise<GatewayAlone> {
  const bus = new InProcessBus();
  await bus.start();
  await answer(bus);
  const app = await createGatewayApp(loadGatewayConfig({ NODE_ENV: 'production', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '', ...env }), bus);
  await app.listen(0, '127.0.0.1');
  return {
    app,
    bus,
    base: await app.getUrl(),
    async close() {
      await app.close();
      await bus.close();
    },
  };
}
