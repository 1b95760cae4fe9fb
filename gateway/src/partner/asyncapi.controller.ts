import { Controller, Get, Inject, NotFoundException, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

/**
 * The partners' event contract, `GET /asyncapi.yaml`: the AsyncAPI document `npm run asyncapi` writes from
 * libs/contracts (docs/asyncapi.yaml; the gateway image carries it at the same place). Public, like the
 * subjects and payloads it describes; no credentials in it.
 */
@Controller()
export class AsyncApiController {
  private document?: Promise<string>;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get('asyncapi.yaml')
  async asyncApi(@Res() reply: FastifyReply) {
    this.document ??= readFile(this.config.ASYNCAPI_FILE, 'utf8');
    const text = await this.document.catch(() => {
      this.document = undefined;
      throw new NotFoundException('The event document is not available');
    });
    reply.header('content-type', 'application/yaml; charset=utf-8').header('cache-control', 'public, max-age=300').send(text);
  }
}
