import type { DynamicModule } from '@nestjs/common';
import type { EventSubject, ServiceName } from '@ecp/contracts';
import type { AppDatabase, DatabaseNotifications, InboxTable, OutboxTable } from '@ecp/database';
import type { MessageBus } from '@ecp/messaging';
import type { Logger } from '@ecp/logger';
import type { EventOutbox } from './event-outbox.js';

/** What the host hands a service module: its own database, the bus, its outbox and a logger. */
export interface ServiceDependencies {
  database: AppDatabase;
  /** LISTEN/NOTIFY on the same database: what other processes of the service changed. */
  notifications: DatabaseNotifications;
  bus: MessageBus;
  outbox: EventOutbox;
  logger: Logger;
  /** The service's own configuration, already validated. */
  env: Record<string, string | undefined>;
}

/** Everything a host (embedded or a process of its own) needs to start one service. */
export interface ServiceDefinition {
  name: ServiceName;
  /** Folder of the service's committed SQL migrations (drizzle-kit output). */
  migrationsFolder: string;
  outboxTable: OutboxTable;
  inboxTable: InboxTable;
  module(deps: ServiceDependencies): DynamicModule;
  /**
   * Events of these subjects each process of the service handles up to n at a time (n subscribers on the durable,
   * as n replicas would be); the others one at a time. Only for handlers that are correct under competing consumers
   * and need no order among their events.
   */
  eventConcurrency?: Partial<Record<EventSubject, number>>;
  /**
   * Loads the shipped reference data the service keeps in its tables, unless the stored version is current. The
   * service does it at start; embedded mode's database snapshot (built with the host) has it done already.
   */
  loadReferenceData?(database: AppDatabase): Promise<void>;
}
