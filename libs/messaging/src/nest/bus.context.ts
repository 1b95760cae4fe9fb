import { BaseRpcContext } from '@nestjs/microservices';
import type { Headers } from '../message-bus.js';

type BusContextArgs = [headers: Headers, attempt: number, pattern: string];

/** What a handler reaches through `@Ctx()`: the message headers, the delivery attempt and the pattern. */
export class BusContext extends BaseRpcContext<BusContextArgs> {
  getHeaders(): Headers {
    return this.args[0];
  }

  /** 1 on an event's first delivery, then 2, 3, …; always 1 for a request. */
  getAttempt(): number {
    return this.args[1];
  }

  /** The request pattern or event subject. */
  getPattern(): string {
    return this.args[2];
  }
}
