import { inboxTable, outboxTable } from '@ecp/database';
import { training } from './training.schema.js';

export const outbox = outboxTable(training);
export const inbox = inboxTable(training);
