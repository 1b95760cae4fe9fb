import { inboxTable, outboxTable } from '@ecp/database';
import { profile } from './profile.schema.js';

export const outbox = outboxTable(profile);
export const inbox = inboxTable(profile);
