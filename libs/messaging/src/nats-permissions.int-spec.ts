import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  changesState,
  createEvent,
  DomainError,
  partnerEventSubjects,
  pseudonymousPartnerEventSubjects,
  requestSchemas,
  servedPatterns,
  serviceBusAccess,
  serviceNames,
  type EventSubject,
  type RequestPattern,
  type ServiceName,
  type TypedEvent,
} from '@ecp/contracts';
import { waitFor } from '../test/bus.contract.js';
import { NatsBus } from './nats.bus.js';
import { appUsers, durableName, natsInboxPrefix, partnerUsers } from './nats-permissions.js';
import { replyStoreName } from './tokens.js';

// The shipped configuration (deploy/nats/nats-server.conf + accounts.conf, written from libs/contracts) on a private
// nats-server: own port, own store, passwords from the environment as in production.
const CONFIG = fileURLToPath(new URL('../../../deploy/nats/nats-server.conf', import.meta.url));
const until = (condition: () => boolean | Promise<boolean>, timeoutMs: number) => waitFor(condition, 'the expected messages', timeoutMs);
const users = [...appUsers(), ...partnerUsers()];
// nats-server reads a variable as a configuration value: a password that starts with a digit would parse as a number.
const passwords = new Map(users.map(({ user }) => [user, `pw${randomBytes(12).toString('hex')}`]));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

let server: ChildProcess;
let storeDir: string;
let url: (user: string) => string;

async function startServer(): Promise<void> {
  const [port, monitorPort] = [await freePort(), await freePort()];
  storeDir = mkdtempSync(join(tmpdir(), 'ecp-nats-permissions-'));
  // The shipped files with only the store moved (nats-server refuses -sd beside a store_dir); includes are relative.
  const shipped = readFileSync(CONFIG, 'utf8');
  const config = shipped.replace(/store_dir: .+/, `store_dir: ${JSON.stringify(join(storeDir, 'jetstream'))}`);
  expect(config).not.toBe(shipped);
  const configFile = join(storeDir, 'nats-server.conf');
  writeFileSync(configFile, config);
  copyFileSync(join(dirname(CONFIG), 'accounts.conf'), join(storeDir, 'accounts.conf'));
  const env = { ...process.env, ...Object.fromEntries(users.map(({ user, passwordVariable }) => [passwordVariable, passwords.get(user)])) };
  server = spawn(process.env.NATS_SERVER_BIN ?? 'nats-server', ['-c', configFile, '-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort)], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  url = (user) => `nats://${user}:${passwords.get(user)}@127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    if (server.exitCode !== null) throw new Error(`nats-server exited: ${log}`);
    const probe = await connect({ servers: `127.0.0.1:${port}`, user: 'ops', pass: passwords.get('ops') }).catch(() => undefined);
    if (probe) return void (await probe.close());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not start: ${log}`);
}

/** A raw client of `user`, recording the permission violations the server reports to it. */
async function client(user: string): Promise<{ nc: NatsConnection; violations: string[] }> {
  const nc = await connect({ servers: url(user).replace(/\/\/[^@]+@/, '//'), user, pass: passwords.get(user), name: `probe-${user}` });
  const violations: string[] = [];
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'error' && status.error.name === 'PermissionViolationError') violations.push(status.error.message);
    }
  })();
  return { nc, violations };
}

function sampleEvent<S extends EventSubject>(subject: S, data: TypedEvent<S>['data']): TypedEvent<S> {
  return createEvent(subject, data, { correlationId: randomUUID() });
}

const enrollmentCompleted = () =>
  sampleEvent('enrollment.completed', {
    userId: randomUUID(),
    enrollmentId: randomUUID(),
    programId: randomUUID(),
    completedAt: new Date().toISOString(),
    finalScore: 91,
    completedCount: 1,
  });

/** An envelope that breaks its schema: every consumer dead-letters it on the first delivery, under its durable. */
function malformed(subject: EventSubject): TypedEvent<EventSubject> {
  return { ...createEvent(subject, {} as never, { correlationId: randomUUID() }) };
}

beforeAll(startServer, 20_000);
afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  rmSync(storeDir, { recursive: true, force: true });
});

describe('NATS users of the services and the gateway (deploy/nats/accounts.conf)', () => {
  const buses = new Map<ServiceName | 'gateway' | 'ops', NatsBus>();

  beforeAll(async () => {
    for (const name of [...serviceNames, 'gateway', 'ops'] as const) {
      const bus = new NatsBus({ servers: url(name), name });
      await bus.start();
      buses.set(name, bus);
    }
  }, 30_000);
  afterAll(async () => {
    await Promise.all([...buses.values()].map((bus) => bus.close()));
  });

  it('each service serves its own request patterns and the gateway reaches every one', async () => {
    const served: string[] = [];
    for (const service of serviceNames) {
      for (const pattern of servedPatterns(service)) {
        await buses.get(service)!.handle(
          pattern,
          async () => {
            served.push(pattern);
            throw new DomainError('NOT_FOUND', 'probe');
          },
          { queue: service },
        );
      }
    }
    const patterns = Object.keys(requestSchemas) as RequestPattern[];
    const answers = await Promise.all(
      patterns.map((pattern) =>
        buses
          .get('gateway')!
          .request(pattern, {} as never, { timeoutMs: 3000 })
          .then(() => 'ok', (error: unknown) => (error instanceof DomainError ? error.code : String(error))),
      ),
    );
    // A reply (the handler's NOT_FOUND, or VALIDATION_ERROR for the empty probe) proves the subscription and the answer got through.
    expect(answers.filter((code) => code !== 'NOT_FOUND' && code !== 'VALIDATION_ERROR')).toEqual([]);
    expect(patterns.length).toBeGreaterThan(40);

    // Each service's replicas share its reply store: every state-changing request above was claimed and its reply
    // stored there, and the service's own user reads it back (a repeat reaching another replica).
    const ops = await client('ops');
    try {
      const jsm = await jetstreamManager(ops.nc);
      for (const service of serviceNames) {
        const changing = servedPatterns(service).filter(changesState);
        if (!changing.length) continue;
        const bucket = replyStoreName('ECP_EVENTS', service);
        const { state } = await jsm.streams.info(`KV_${bucket}`);
        expect({ service, stored: state.messages }).toEqual({ service, stored: changing.length });
        const key = (await jsm.streams.getMessage(`KV_${bucket}`, { seq: state.last_seq }))!.subject.slice(`$KV.${bucket}.`.length);
        const nc = await connect({ servers: url(service).replace(/\/\/[^@]+@/, '//'), user: service, pass: passwords.get(service), inboxPrefix: natsInboxPrefix(service) });
        try {
          expect((await (await new Kvm(nc).open(bucket)).get(key))?.value.length).toBeGreaterThan(28);
        } finally {
          await nc.close();
        }
      }
    } finally {
      await ops.nc.close();
    }
  });

  it("each service calls the other services' patterns it lists (gamification the progress snapshots, partners has-role)", async () => {
    let calls = 0;
    for (const service of serviceNames) {
      for (const pattern of serviceBusAccess[service].calls) {
        await expect(buses.get(service)!.request(pattern, {} as never, { timeoutMs: 3000 })).rejects.toMatchObject({ code: expect.stringMatching(/NOT_FOUND|VALIDATION_ERROR/) });
        calls += 1;
      }
    }
    expect(calls).toBe(4);
  });

  it('every consumer durable of every service gets the events of its subjects from their producers, and dead-letters', async () => {
    for (const service of serviceNames) {
      for (const subject of serviceBusAccess[service].consumes) {
        await buses.get(service)!.subscribe(subject, async () => undefined, { durable: durableName(service, subject), maxDeliver: 1 });
      }
    }
    const expected: string[] = [];
    for (const service of serviceNames) {
      for (const subject of serviceBusAccess[service].publishes) {
        await buses.get(service)!.publish(malformed(subject));
        for (const consumer of serviceNames) {
          if ((serviceBusAccess[consumer].consumes as readonly string[]).includes(subject)) expected.push(`${subject} → ${durableName(consumer, subject)}`);
        }
      }
    }
    const seen = async () => (await buses.get('ops')!.deadLetters({ limit: 200 })).map(({ subject, durable }) => `${subject} → ${durable}`).sort();
    await until(async () => (await seen()).length >= expected.length, 15_000);
    expect(await seen()).toEqual(expected.sort());
    // 25 durables of the six domain services, 12 of partners (webhooks); for a deleted account, the five domain services'
    // and partners' user.deleted and identity's user.erased from each of those six (identity records its own directly).
    expect(expected.length).toBe(25 + 12 + 6 + 6);
  }, 30_000);

  it("identity erases a deleted account's stored events through the stream API; no other service may", async () => {
    const userId = randomUUID();
    await buses.get('identity')!.publish(createEvent('user.deleted', { userId, deletedAt: new Date().toISOString() }, { correlationId: randomUUID() }));
    const enrolled = enrollmentCompleted();
    const about = { ...enrolled, data: { ...enrolled.data, userId } } as TypedEvent<'enrollment.completed'>;
    await buses.get('training')!.publish(about);
    expect(await buses.get('identity')!.eraseEventsAbout(userId, { keep: ['user.deleted'] })).toBe(1);
    expect(await buses.get('identity')!.eraseEventsAbout(userId, { keep: ['user.deleted'] })).toBe(0);
    await expect(buses.get('profile')!.eraseEventsAbout(randomUUID(), { keep: [] })).rejects.toThrow();
  }, 30_000);

  it('refuses a service anything outside its own subjects', async () => {
    const identity = await client('identity');
    const profile = await client('profile');
    const skills = await client('skills');
    const training = await client('training');
    const gamification = await client('gamification');
    try {
      identity.nc.publish('ecp.events.enrollment.completed', '{}'); // training's event
      profile.nc.subscribe('ecp.events.>'); // every event
      skills.nc.subscribe('_INBOX_gateway.>'); // the gateway's replies
      gamification.nc.subscribe('ecp.rpc.identity.sign-in'); // serving another service's pattern
      training.nc.publish('$JS.API.CONSUMER.MSG.NEXT.ECP_EVENTS.gamification-skill-added', '{}'); // another's durable
      training.nc.publish('$JS.API.STREAM.DELETE.ECP_EVENTS', ''); // managing the stream
      training.nc.publish('ecp.rpc.identity.has-role', '{}'); // a pattern it does not call
      await until(
        () => [identity, profile, skills, training, gamification].reduce((count, { violations }) => count + violations.length, 0) >= 7,
        5000,
      );
      expect(identity.violations).toEqual([expect.stringContaining('Publish to "ecp.events.enrollment.completed"')]);
      expect(profile.violations).toEqual([expect.stringContaining('Subscription to "ecp.events.>"')]);
      expect(skills.violations).toEqual([expect.stringContaining('Subscription to "_INBOX_gateway.>"')]);
      expect(gamification.violations).toEqual([expect.stringContaining('Subscription to "ecp.rpc.identity.sign-in"')]);
      expect(training.violations).toEqual([
        expect.stringContaining('Publish to "$JS.API.CONSUMER.MSG.NEXT.ECP_EVENTS.gamification-skill-added"'),
        expect.stringContaining('Publish to "$JS.API.STREAM.DELETE.ECP_EVENTS"'),
        expect.stringContaining('Publish to "ecp.rpc.identity.has-role"'),
      ]);
    } finally {
      await Promise.all([identity, profile, skills, training, gamification].map(({ nc }) => nc.close()));
    }
  });

  describe('partners (the PARTNERS account)', () => {
    it('a partner reads enrollment.completed as the training service publishes it', async () => {
      const partner = await client('partner');
      try {
        const received: string[] = [];
        partner.nc.subscribe('ecp.events.enrollment.completed', { callback: (_error, msg) => void received.push(msg.string()) });
        await partner.nc.flush();
        const event = enrollmentCompleted();
        await buses.get('training')!.publish(event);
        await until(() => received.length === 1, 5000);
        expect(JSON.parse(received[0] ?? '{}')).toMatchObject({ id: event.id, type: 'enrollment.completed', data: event.data });
        expect(partner.violations).toEqual([]);
      } finally {
        await partner.nc.close();
      }
    });

    it('a partner cannot publish, send requests, or read anything but the public events without personal data', async () => {
      const partner = await client('partner');
      const ops = await client('ops');
      try {
        const leaked: string[] = [];
        ops.nc.subscribe('ecp.>', { callback: (_error, msg) => void leaked.push(msg.subject) });
        await ops.nc.flush();
        let identityAsked = 0;
        const answering = await buses.get('identity')!.handle('identity.has-role', async () => ((identityAsked += 1), { hasRole: true }), { queue: 'identity' });

        partner.nc.publish('ecp.events.enrollment.completed', JSON.stringify(enrollmentCompleted()));
        await expect(partner.nc.request('ecp.rpc.identity.has-role', '{}', { timeout: 1000 })).rejects.toThrow();
        for (const subject of ['ecp.events.user.signed-in', 'ecp.events.user.registered', 'ecp.events.>', 'ecp.rpc.>', 'ecp.dlq.>', '$JS.API.>', '>']) {
          partner.nc.subscribe(subject);
        }
        await until(() => partner.violations.length >= 9, 5000);
        expect(partner.violations).toEqual(
          expect.arrayContaining([
            expect.stringContaining('Publish to "ecp.events.enrollment.completed"'),
            expect.stringContaining('Publish to "ecp.rpc.identity.has-role"'),
            ...['ecp.events.user.signed-in', 'ecp.events.user.registered', 'ecp.events.>', 'ecp.rpc.>', 'ecp.dlq.>', '$JS.API.>', '>'].map((subject) =>
              expect.stringContaining(`Subscription to "${subject}"`),
            ),
          ]),
        );
        await ops.nc.flush();
        expect(leaked).toEqual([]);
        expect(identityAsked).toBe(0);
        await answering.unsubscribe();
      } finally {
        await Promise.all([partner.nc.close(), ops.nc.close()]);
      }
    });

    it('a partner entitled to personal data also reads user.registered; neither reads the internal events', async () => {
      const entitled = await client('partner-personal');
      try {
        const received: string[] = [];
        for (const subject of partnerEventSubjects) entitled.nc.subscribe(`ecp.events.${subject}`, { callback: (_error, msg) => void received.push(msg.subject) });
        entitled.nc.subscribe('ecp.events.cv.uploaded');
        await entitled.nc.flush();
        await buses.get('identity')!.publish(malformed('user.registered'));
        await buses.get('identity')!.publish(malformed('user.signed-in'));
        await until(() => received.length === 1 && entitled.violations.length === 1, 5000);
        expect(received).toEqual(['ecp.events.user.registered']);
        expect(entitled.violations).toEqual([expect.stringContaining('Subscription to "ecp.events.cv.uploaded"')]);
        expect(pseudonymousPartnerEventSubjects).not.toContain('user.registered');
        expect(pseudonymousPartnerEventSubjects).toContain('enrollment.completed');
      } finally {
        await entitled.nc.close();
      }
    });
  });
});
