// `npm run dead-letters`: the dead letters of a distributed deployment (events a consumer gave up on after its
// retries), oldest first, and, with `-- --replay`, publishes them again once what made them fail is fixed: each goes
// back on its event subject (consumers that handled it skip it through their inbox) and leaves the dead-letter stream.
//   npm run dead-letters                                    list (at most 100; `--limit N`)
//   npm run dead-letters -- --replay [--durable D] [--subject S]
// Connects to NATS_URL (default nats://127.0.0.1:4222; with deploy/nats/accounts.conf, the ops user's credentials in
// the URL) under BUS_PREFIX (default ecp). Embedded mode keeps its dead letters in memory (lost on restart).
import { parseArgs } from 'node:util';
import { buildAll } from './lib.mjs';

const { values } = parseArgs({
  options: { replay: { type: 'boolean', default: false }, durable: { type: 'string' }, subject: { type: 'string' }, limit: { type: 'string', default: '100' } },
});
await buildAll({ quiet: true });
const { NatsBus, natsStreamNames } = await import('@ecp/messaging');
const { createLogger } = await import('@ecp/logger');

const bus = new NatsBus({
  servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  ...natsStreamNames(process.env.BUS_PREFIX ?? 'ecp'),
  name: 'ops',
  logger: createLogger('dead-letters'),
});
await bus.start();
try {
  if (values.replay) {
    const filter = { ...(values.durable ? { durable: values.durable } : {}), ...(values.subject ? { subject: values.subject } : {}) };
    const { replayed, skipped } = await bus.replayDeadLetters(filter);
    console.log(`replayed ${replayed}; left ${skipped} (not an event, or first published within the stream's duplicate window: try again in a few minutes)`);
  } else {
    const letters = await bus.deadLetters({ limit: Number(values.limit) });
    if (!letters.length) console.log('no dead letters');
    for (const letter of letters) {
      const id = typeof letter.event === 'object' && letter.event ? letter.event.id : '(not an event)';
      console.log(`${letter.deadLetteredAt}  ${letter.subject}  ${letter.durable}  attempts ${letter.attempts}  ${id}\n    ${letter.error}`);
    }
  }
} finally {
  await bus.close();
}
