import { z } from 'zod';

/** Every event on the bus travels in this envelope (ARCHITECTURE §3). */
export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  correlationId: z.string().min(1),
  causationId: z.string().min(1).optional(),
  data: z.unknown(),
});

export interface EventEnvelope<TType extends string = string, TData = unknown> {
  id: string;
  type: TType;
  version: number;
  occurredAt: string;
  correlationId: string;
  causationId?: string;
  data: TData;
}

/** Headers carried with every bus message (events and requests). */
export const HEADER_CORRELATION_ID = 'x-correlation-id';
export const HEADER_USER_ID = 'x-user-id';
