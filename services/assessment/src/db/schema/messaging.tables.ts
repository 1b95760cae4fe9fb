import { inboxTable, outboxTable } from '@ecp/database';
import { assessment } from './assessment.schema.js';

export const outbox = outboxTable(assessment);
export const inbox = inboxTable(assessment);
