import { createTempPostgresDatabase, describeWithServer } from '@ecp/testing';
import { identityServiceSuite } from '../test/identity.suite.js';

identityServiceSuite('PGlite', async () => ({ target: { engine: 'pglite' }, dispose: async () => undefined }));

await describeWithServer('postgres', 'identity service on PostgreSQL', () => {
  identityServiceSuite('PostgreSQL', async () => {
    const database = await createTempPostgresDatabase();
    return { target: { engine: 'postgres', url: database.url }, dispose: () => database.drop() };
  });
});
