import { describe, expect, it, jest } from '@jest/globals';
import { AssessmentsController } from './assessments.controller.js';

describe('AssessmentsController', () => {
  it('gets the analyzer ready when a screen with a CV upload asks for the latest assessment, and answers without waiting for it', async () => {
    const prepare = jest.fn();
    const latest = jest.fn(async (_userId: string) => null);
    const stub = {} as never;
    const controller = new AssessmentsController({ latest } as never, stub, stub, stub, stub, stub, { prepare } as never);
    await expect(controller.latest({ userId: '7d8e6a8c-3c1b-4e0e-9a57-3f1f4d5a2b10' })).resolves.toEqual({ assessment: null });
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(latest).toHaveBeenCalledWith('7d8e6a8c-3c1b-4e0e-9a57-3f1f4d5a2b10');
  });
});
