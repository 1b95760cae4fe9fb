import { inboxTable, outboxTable } from '@ecp/database';
import { gamification } from './gamification.schema.js';

export const outbox = outboxTable(gamification);
export const inbox = inboxTable(gamification);
