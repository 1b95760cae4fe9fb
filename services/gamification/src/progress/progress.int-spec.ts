import { createTempPostgresDatabase, describeWithServer } from '@ecp/testing';
import { gamificationServiceSuite } from '../../test/gamification.contract.js';

gamificationServiceSuite('PGlite', async () => ({ target: { engine: 'pglite' }, dispose: async () => undefined }));

await describeWithServer('postgres', 'gamification service on PostgreSQL', () => {
  gamificationServiceSuite('PostgreSQL', async () => {
    const database = await createTempPostgresDatabase();
    return { target: { engine: 'postgres', url: database.url }, dispose: () => database.drop() };
  });
});
