import { inboxTable, outboxTable } from '@ecp/database';
import { partners } from './partners.schema.js';

export const outbox = outboxTable(partners);
export const inbox = inboxTable(partners);
