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

  it("says a read failed with the spec's message (§8), and the service is unavailable where the contract names none", async () => {
    const timeout = (pattern: string) => failing(new DomainError('TIMEOUT', `Request ${pattern} timed out after 5000 ms`, { transport: true }));
    const profile = await new ServiceClient(timeout('profile.get')).request('profile.get', { userId: 'u' }).catch((error: unknown) => error);
    expect(profile).toMatchObject({ code: 'TIMEOUT', message: 'Failed to retrieve profile' });
    const latest = await new ServiceClient(timeout('assessment.latest')).request('assessment.latest', { userId: 'u' }).catch((error: unknown) => error);
    expect(latest).toMatchObject({ code: 'TIMEOUT', message: SERVICE_UNAVAILABLE_MESSAGE });
  });

  it("passes a service's own answer through unchanged", async () => {
    const answer = new DomainError('CONFLICT', 'Failed to add skill', { cause: 'Skill already exists' });
    await expect(new ServiceClient(failing(answer)).request('skills.add-skill', { userId: 'u', skillName: 'x' } as never)).rejects.toBe(answer);
  });
});
