export { pollUntil, type PollOptions } from './poll-until.js';
export { createTempPostgresDatabase, postgresLockHolder, terminatePostgresBackends, testPostgresAdminUrl, type PostgresLockHolder, type TempPostgresDatabase } from './postgres.js';
export { describeWithServer, serverAvailable, testNatsUrl, type TestServer } from './servers.js';
export { makeUser, type TestUser } from './factories.js';
export { graphqlClient, useApp, type AppHarness, type GraphqlResult, type RunningApp } from './app-harness.js';
export { outboxMails, waitForOutboxMail, type OutboxMail } from './mail-outbox.js';
