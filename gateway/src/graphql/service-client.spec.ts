import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@ecp/contracts';
import { InProcessBus, isTransportError, type MessageBus } from '@ecp/messaging';
import { SERVICE_UNAVAILABLE_MESSAGE, ServiceClient } from './service-client.js';

const failing = (error: unknown) => ({ request: () => Promise.reject(error) }) as unknown as MessageBus;

describe('ServiceClient', () => {
  it("tells a person the operation's spec message when the bus could not get an answer, keeping the cause", async () => {
    const bus = new InProcessBus();
    await bus.start();
    try {
      const noResponder = await bus.request('skills.add-skill', { userId: 'u', skillName: 'solar energy' } as never).catch((error: unknown) => error);
      expect(isTransportError(noResponder)).toBe(true);
      const refused = await new ServiceClient(bus).request('skills.add-skill', { userId: 'u', skillName: 'solar energy' } as never).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ code: 'UNAVAILABLE', message: 'Failed to add skill', details: { cause: 'No service handles skills.add-skill' } });
    } finally {
      await bus.close();
    }
  });

  it('says the service is unavailable for an operation whose contract names no message', async () => {
    const timedOut = await new ServiceClient(failing(new DomainError('TIMEOUT', 'Request profile.get timed out after 5000 ms', { transport: true })))
      .request('profile.get', { userId: 'u' })
      .catch((error: unknown) => error);
    expect(timedOut).toMatchObject({ code: 'TIMEOUT', message: SERVICE_UNAVAILABLE_MESSAGE });
  });

  it("passes a service's own answer through unchanged", async () => {
    const answer = new DomainError('CONFLICT', 'Failed to add skill', { cause: 'Skill already exists' });
    await expect(new ServiceClient(failing(answer)).request('skills.add-skill', { userId: 'u', skillName: 'x' } as never)).rejects.toBe(answer);
  });
});
