import { inboxTable, outboxTable } from '@ecp/database';
import { identity } from './identity.schema.js';

export const outbox = outboxTable(identity);
export const inbox = inboxTable(identity);
