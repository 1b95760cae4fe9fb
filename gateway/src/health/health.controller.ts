import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { serviceNames, type ServiceName } from '@ecp/contracts';
import { MESSAGE_BUS, type MessageBus } from '@ecp/messaging';

const CHECK_TIMEOUT_MS = 2000;

@Controller('health')
export class HealthController {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  /** Liveness: the process answers. */
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /**
   * Readiness of this gateway process (the load balancer's question): its bus is up. A service that is down fails only
   * the requests that need it, with that operation's message; it must not take every gateway out of the balancer.
   */
  @Get('ready')
  async ownReady(@Res() reply: FastifyReply) {
    const bus = await this.bus.isHealthy().catch(() => false);
    reply.status(bus ? 200 : 503).send({ status: bus ? 'ok' : 'unavailable', bus });
  }

  /** The whole app's health (dashboards, compose, smoke tests): the bus is up and every service answers for itself and its database. */
  @Get()
  async ready(@Res() reply: FastifyReply) {
    const bus = await this.bus.isHealthy().catch(() => false);
    const services = Object.fromEntries(
      await Promise.all(serviceNames.map(async (name) => [name, bus ? await this.check(name) : false] as const)),
    ) as Record<ServiceName, boolean>;
    const ok = bus && Object.values(services).every(Boolean);
    reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', bus, services });
  }

  private async check(name: ServiceName): Promise<boolean> {
    try {
      const answer = await this.bus.request(`${name}.health`, {}, { timeoutMs: CHECK_TIMEOUT_MS });
      return answer.ok && answer.database;
    } catch {
      return false;
    }
  }
}
