import { describe, expect, it } from '@jest/globals';
import type { Logger } from '@ecp/logger';
import type { MessageBus } from '@ecp/messaging';
import type { GatewayConfig } from '../gateway.config.js';
import type { ServiceClient } from '../graphql/service-client.js';
import { SessionCheck } from './session-check.js';

const silent = { warn: () => undefined, info: () => undefined, error: () => undefined, debug: () => undefined } as unknown as Logger;

describe('SessionCheck', () => {
  it('does not keep an answer that was on its way while the sessions changed (it may predate the sign-out)', async () => {
    const answers: ((active: boolean) => void)[] = [];
    let asked = 0;
    const services = {
      request: () => {
        asked += 1;
        return new Promise<{ active: boolean }>((resolve) => answers.push((active) => resolve({ active })));
      },
    } as unknown as ServiceClient;
    const check = new SessionCheck(services, {} as MessageBus, { SESSION_CHECK_CACHE_SECONDS: 60 } as GatewayConfig, silent);

    const inFlight = check.isActive('user-1', 'session-1');
    check.forget('user-1'); // the user signed out while identity was being asked
    answers.shift()!(true); // identity's answer from before the sign-out
    expect(await inFlight).toBe(true);

    const again = check.isActive('user-1', 'session-1');
    expect(asked).toBe(2); // not answered from a cache the stale answer filled
    answers.shift()!(false);
    expect(await again).toBe(false);
    expect(await check.isActive('user-1', 'session-1')).toBe(false); // an ended session is remembered
    expect(asked).toBe(2);
  });
});
