import {
  changesState,
  partnerEventSubjects,
  pseudonymousPartnerEventSubjects,
  servedPatterns,
  serviceBusAccess,
  serviceNames,
  type EventSubject,
  type ServiceName,
} from '@ecp/contracts';
import { natsStreamNames, replyStoreName } from './tokens.js';

/** A user's permissions in nats-server's configuration terms. */
export interface NatsPermissions {
  publish: { allow: string[] } | { deny: string[] };
  subscribe: { allow: string[] };
  /** May publish a reply to a request it received (and only that one reply), whatever `publish` says. */
  allow_responses?: boolean;
}

export interface NatsUser {
  user: string;
  /** The environment variable nats-server reads the password from (`$NAME` in the configuration). */
  passwordVariable: string;
  permissions?: NatsPermissions;
}

/** The account the apps use, and the one partners connect to: it sees only the public events the first exports. */
export const APP_ACCOUNT = 'ECP';
export const PARTNER_ACCOUNT = 'PARTNERS';

/**
 * The inbox prefix of a connection named `name`: replies to its requests (and JetStream's answers to it) come on
 * `<prefix>.>`, so a user may subscribe to its own replies and no one else's.
 */
export function natsInboxPrefix(name: string): string {
  return `_INBOX_${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The durable consumer name the bus derives for a service's `@EventPattern` (`BusTransport`). */
export function durableName(service: string, subject: EventSubject): string {
  return `${service}-${subject.replaceAll('.', '-')}`;
}

function layout(prefix: string) {
  const { streamName } = natsStreamNames(prefix);
  return { prefix, stream: streamName, deadLetterStream: `${streamName}_DLQ` };
}

/** What every app's NatsBus needs at start: JetStream reachable, both streams looked up (created when missing). */
function streamAccess(prefix: string): string[] {
  const { stream, deadLetterStream } = layout(prefix);
  return [
    '$JS.API.INFO',
    ...[stream, deadLetterStream].flatMap((name) => [`$JS.API.STREAM.INFO.${name}`, `$JS.API.STREAM.CREATE.${name}`]),
  ];
}

/**
 * A service: publish its own events, dead-letter the ones it consumes, run its durable consumers (look up,
 * create or update, pull, ack), call the patterns it calls, serve its own patterns and answer them.
 */
export function servicePermissions(service: ServiceName, prefix = 'ecp'): NatsPermissions {
  const access = serviceBusAccess[service];
  const { stream } = layout(prefix);
  const durables = access.consumes.map((subject) => durableName(service, subject));
  const { deadLetterStream } = layout(prefix);
  // The reply store its replicas share (NatsBus.runOnce), when it serves a pattern that changes state: create or look
  // up the bucket, put and get its keys.
  const replies = `KV_${replyStoreName(stream, service)}`;
  const replyStore = servedPatterns(service).some(changesState)
    ? [`$JS.API.STREAM.INFO.${replies}`, `$JS.API.STREAM.CREATE.${replies}`, `$JS.API.STREAM.MSG.GET.${replies}`, `$JS.API.DIRECT.GET.${replies}`, `$JS.API.DIRECT.GET.${replies}.>`, `$KV.${replyStoreName(stream, service)}.>`]
    : [];
  const storedEvents = 'erasesStoredEvents' in access && access.erasesStoredEvents ? [stream, deadLetterStream].flatMap((name) => [`$JS.API.STREAM.MSG.GET.${name}`, `$JS.API.STREAM.MSG.DELETE.${name}`]) : [];
  return {
    publish: {
      allow: [
        ...access.publishes.map((subject) => `${prefix}.events.${subject}`),
        ...access.consumes.map((subject) => `${prefix}.dlq.${subject}`),
        ...access.calls.map((pattern) => `${prefix}.rpc.${pattern}`),
        ...streamAccess(prefix),
        ...replyStore,
        ...storedEvents,
        ...durables.flatMap((durable) => [
          `$JS.API.CONSUMER.INFO.${stream}.${durable}`,
          `$JS.API.CONSUMER.CREATE.${stream}.${durable}`,
          `$JS.API.CONSUMER.CREATE.${stream}.${durable}.>`,
          `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.${durable}`,
          `$JS.API.CONSUMER.MSG.NEXT.${stream}.${durable}`,
          `$JS.ACK.${stream}.${durable}.>`,
        ]),
      ],
    },
    subscribe: {
      allow: [...servedPatterns(service).map((pattern) => `${prefix}.rpc.${pattern}`), `${natsInboxPrefix(service)}.>`],
    },
    allow_responses: true,
  };
}

/**
 * The gateway: call every service, and listen (core subscriptions, no consumer) to the events it pushes to
 * browsers as live updates; it publishes no event.
 */
export function gatewayPermissions(prefix = 'ecp'): NatsPermissions {
  return {
    publish: { allow: [`${prefix}.rpc.>`, ...streamAccess(prefix)] },
    subscribe: { allow: [`${prefix}.events.>`, `${natsInboxPrefix('gateway')}.>`] },
  };
}

/** A partner (in the partner account): subscribe to the public events it is entitled to; publish nothing. */
export function partnerPermissions(options: { personalData: boolean }, prefix = 'ecp'): NatsPermissions {
  const subjects = options.personalData ? partnerEventSubjects : pseudonymousPartnerEventSubjects;
  return { publish: { deny: ['>'] }, subscribe: { allow: subjects.map((subject) => `${prefix}.events.${subject}`) } };
}

const passwordVariable = (user: string) => `NATS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;

/** The users of the app account: one per service, the gateway, and `ops` (unrestricted, for provisioning with the nats CLI). */
export function appUsers(prefix = 'ecp'): NatsUser[] {
  return [
    ...serviceNames.map((service) => ({ user: service, passwordVariable: passwordVariable(service), permissions: servicePermissions(service, prefix) })),
    { user: 'gateway', passwordVariable: passwordVariable('gateway'), permissions: gatewayPermissions(prefix) },
    { user: 'ops', passwordVariable: passwordVariable('ops') },
  ];
}

/** The partner account's users: `partner` (events without personal data) and `partner-personal` (entitled to it). */
export function partnerUsers(prefix = 'ecp'): NatsUser[] {
  return [
    { user: 'partner', passwordVariable: passwordVariable('partner'), permissions: partnerPermissions({ personalData: false }, prefix) },
    { user: 'partner-personal', passwordVariable: passwordVariable('partner-personal'), permissions: partnerPermissions({ personalData: true }, prefix) },
  ];
}

const quote = (value: string) => JSON.stringify(value);
const list = (values: readonly string[], indent: string) => `[\n${values.map((value) => `${indent}  ${quote(value)}`).join('\n')}\n${indent}]`;

function renderUser({ user, passwordVariable: variable, permissions }: NatsUser, indent: string): string {
  const lines = [`${indent}{`, `${indent}  user: ${quote(user)}`, `${indent}  password: $${variable}`];
  if (permissions) {
    const inner = `${indent}    `;
    const publish = 'allow' in permissions.publish ? `allow: ${list(permissions.publish.allow, `${inner}  `)}` : `deny: ${list(permissions.publish.deny, `${inner}  `)}`;
    lines.push(`${indent}  permissions: {`);
    lines.push(`${inner}publish: { ${publish} }`);
    lines.push(`${inner}subscribe: { allow: ${list(permissions.subscribe.allow, `${inner}  `)} }`);
    if (permissions.allow_responses) lines.push(`${inner}allow_responses: true`);
    lines.push(`${indent}  }`);
  }
  lines.push(`${indent}}`);
  return lines.join('\n');
}

/**
 * The `accounts` block of nats-server's configuration: the app account (JetStream, one user per app) exports
 * each public event subject as a stream to the partner account, whose users may only subscribe to them.
 * Passwords come from environment variables (`NATS_PASSWORD_<USER>`), never from the file.
 */
export function natsAccountsConfig(prefix = 'ecp'): string {
  const exports = partnerEventSubjects.map((subject) => `      { stream: ${quote(`${prefix}.events.${subject}`)}, accounts: [${PARTNER_ACCOUNT}] }`);
  const imports = partnerEventSubjects.map((subject) => `      { stream: { account: ${APP_ACCOUNT}, subject: ${quote(`${prefix}.events.${subject}`)} } }`);
  return [
    'accounts {',
    `  ${APP_ACCOUNT}: {`,
    '    jetstream: enabled',
    '    users: [',
    appUsers(prefix).map((user) => renderUser(user, '      ')).join('\n'),
    '    ]',
    '    exports: [',
    ...exports,
    '    ]',
    '  }',
    `  ${PARTNER_ACCOUNT}: {`,
    '    users: [',
    partnerUsers(prefix).map((user) => renderUser(user, '      ')).join('\n'),
    '    ]',
    '    imports: [',
    ...imports,
    '    ]',
    '  }',
    '}',
    '',
  ].join('\n');
}
