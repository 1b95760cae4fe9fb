import { createTempPostgresDatabase, describeWithServer } from '@ecp/testing';
import { webhooksSuite } from '../../test/webhooks.suite.js';

webhooksSuite('PGlite', async () => ({ target: { engine: 'pglite' }, dispose: async () => undefined }));

await describeWithServer('postgres', 'partner webhooks on PostgreSQL', () => {
  webhooksSuite('PostgreSQL', async () => {
    const database = await createTempPostgresDatabase();
    return { target: { engine: 'postgres', url: database.url }, dispose: () => database.drop() };
  });
});
