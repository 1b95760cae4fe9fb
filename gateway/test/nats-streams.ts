import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsStreamNames } from '@ecp/runtime';
import { testNatsUrl } from '@ecp/testing';

/** Removes the JetStream streams (events and dead letters) a distributed suite created under its prefix. */
export async function deleteStreams(prefix: string): Promise<void> {
  const nc = await connect({ servers: testNatsUrl() });
  const jsm = await jetstreamManager(nc);
  const { streamName } = natsStreamNames(prefix);
  for (const stream of [streamName, `${streamName}_DLQ`]) await jsm.streams.delete(stream).catch(() => undefined);
  await nc.close();
}
