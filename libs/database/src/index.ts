export {
  openDatabase,
  openSharedPglite,
  type SharedPglite,
  type AppDatabase,
  type AppQueryResult,
  type AppQueryResultHKT,
  type AppTransaction,
  type DatabaseEngine,
  type DatabaseHandle,
  type DatabaseOptions,
} from './database.js';
export { outboxTable, enqueueEvent, enqueueEvents, purgePublishedEvents, type OutboxTable, type OutboxRow, type EventHeaders } from './outbox.js';
export { type DatabaseNotifications, type NotificationHandlers, type NotificationSubscription } from './notifications.js';
export { OutboxRelay, type OutboxRelayOptions, type PublishEvent } from './outbox-relay.js';
export { inboxTable, handleOnce, type InboxTable } from './inbox.js';
export { databaseErrorCode, isConnectionLost, isUniqueViolation, toRepositoryError, withRepositoryErrors, type UniqueViolationMapping } from './errors.js';
export { exportPersonalRows, erasePersonalRows, eraseUserEvents, type PersonalTable } from './personal-data.js';
export { millisecondsSql } from './sql-time.js';
