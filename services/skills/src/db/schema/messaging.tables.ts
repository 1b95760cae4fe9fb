import { inboxTable, outboxTable } from '@ecp/database';
import { skills } from './skills.schema.js';

export const outbox = outboxTable(skills);
export const inbox = inboxTable(skills);
