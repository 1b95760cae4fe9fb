import { createTempPostgresDatabase, describeWithServer } from '@ecp/testing';
import { profileServiceSuite } from '../../test/profile.contract.js';

profileServiceSuite('PGlite', async () => ({ target: { engine: 'pglite' }, dispose: async () => undefined }));

await describeWithServer('postgres', 'profile service on PostgreSQL', () => {
  profileServiceSuite('PostgreSQL', async () => {
    const database = await createTempPostgresDatabase();
    return { target: { engine: 'postgres', url: database.url }, dispose: () => database.drop() };
  });
});
