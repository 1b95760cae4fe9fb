// `npm run asyncapi`: writes docs/asyncapi.yaml, the AsyncAPI 3.0 document of every event for partners,
// from the zod schemas in libs/contracts (build it first: `cd libs/contracts && npm run build`).
// `--check` writes nothing and exits 1 when the committed document differs from the schemas (CI).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { z } from 'zod';
import { root } from './lib.mjs';

const OUTPUT = join(root, 'docs', 'asyncapi.yaml');
const CONTRACTS = join(root, 'libs', 'contracts', 'dist', 'index.js');
const PREFIX = 'ecp';

// A missing or older build would describe schemas that are no longer in the source.
const SOURCE = join(root, 'libs', 'contracts', 'src');
const newestSource = Math.max(...readdirSync(SOURCE).filter((file) => !file.endsWith('.spec.ts')).map((file) => statSync(join(SOURCE, file)).mtimeMs));
if (!existsSync(CONTRACTS) || statSync(CONTRACTS).mtimeMs < newestSource) {
  console.error(`${relative(root, CONTRACTS)} is missing or older than its sources: run \`cd libs/contracts && npm run build\` first.`);
  process.exit(1);
}
const { envelopeSchema, eventSchemas, partnerEvents, HEADER_CORRELATION_ID, HEADER_USER_ID } = await import(pathToFileURL(CONTRACTS).href);
const { version } = JSON.parse(readFileSync(join(root, 'libs', 'contracts', 'package.json'), 'utf8'));

/** Draft-07 JSON Schema (AsyncAPI's default format) as a consumer parses it: unknown fields allowed, so additions never break partners. */
function jsonSchema(schema) {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' });
  return rest;
}

/** `career-interest.changed` → `CareerInterestChanged`, for operation and schema names. */
const pascal = (subject) => subject.split(/[.-]/).map((word) => word[0].toUpperCase() + word.slice(1)).join('');

/**
 * A partner event's data schema as partners receive it: its personal fields are left out for partners not entitled
 * to them (webhooks; over NATS such partners do not get the event), so they are described and not required.
 */
function withPersonalFieldsOptional(schema, personalData) {
  if (!personalData.length) return schema;
  const properties = { ...schema.properties };
  for (const field of personalData) {
    properties[field] = { ...properties[field], description: 'Personal data: only to partners entitled to it; left out for the others.' };
  }
  return { ...schema, properties, required: (schema.required ?? []).filter((field) => !personalData.includes(field)) };
}

function buildDocument() {
  const channels = {};
  const operations = {};
  const messages = {};
  const schemas = { EventEnvelope: jsonSchema(envelopeSchema) };

  for (const [subject, { version: eventVersion, description, schema }] of Object.entries(eventSchemas)) {
    const name = pascal(subject);
    schemas[`${name}Data`] = withPersonalFieldsOptional(jsonSchema(schema), partnerEvents[subject]?.personalData ?? []);
    messages[name] = {
      name: subject,
      title: subject,
      summary: description,
      contentType: 'application/json',
      headers: { $ref: '#/components/schemas/EventHeaders' },
      payload: {
        allOf: [
          { $ref: '#/components/schemas/EventEnvelope' },
          {
            type: 'object',
            properties: {
              type: { const: subject },
              version: { const: eventVersion },
              data: { $ref: `#/components/schemas/${name}Data` },
            },
          },
        ],
      },
    };
    const partner = partnerEvents[subject];
    const audience = partner
      ? `Partner feed: yes. Personal data beyond the pseudonymous userId: ${partner.personalData.length ? `${partner.personalData.map((field) => `\`${field}\``).join(', ')} (only partners entitled to personal data receive this event over NATS)` : 'none'}.`
      : 'Partner feed: no (internal to the platform).';
    channels[subject] = {
      address: `${PREFIX}.events.${subject}`,
      title: subject,
      description: `${description}\n\n${audience}`,
      'x-partner-feed': partner ? { personalData: [...partner.personalData] } : false,
      messages: { [name]: { $ref: `#/components/messages/${name}` } },
    };
    operations[`receive${name}`] = {
      action: 'receive',
      title: `Receive ${subject}`,
      summary: description,
      channel: { $ref: `#/channels/${subject}` },
      messages: [{ $ref: `#/channels/${subject}/messages/${name}` }],
    };
  }

  schemas.EventHeaders = {
    type: 'object',
    properties: {
      'Nats-Msg-Id': { type: 'string', format: 'uuid', description: 'The envelope id; JetStream drops a repeat within its duplicate window.' },
      [HEADER_CORRELATION_ID]: { type: 'string', description: 'Ties the event to the request that caused it.' },
      [HEADER_USER_ID]: { type: 'string', format: 'uuid', description: 'The acting user, when there is one.' },
    },
    required: ['Nats-Msg-Id', HEADER_CORRELATION_ID],
  };

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Energy Career Platform events',
      version,
      description: [
        'Facts the platform publishes to NATS JetStream (stream `ECP_EVENTS`, subjects `ecp.events.>`).',
        'Every message is a JSON envelope `{ id, type, version, occurredAt, correlationId, causationId?, data }`;',
        '`data` follows the schema of the subject and `version`. A breaking change gets a new version, never an edit.',
        'Delivery is at least once: deduplicate on the envelope `id`.',
        'Partner webhooks carry the same envelope; to a partner not entitled to personal data they deliver every event it',
        'subscribed to with the personal fields (`x-partner-feed.personalData`) left out, which is why those fields are not required.',
        '',
        `Generated by \`npm run asyncapi\` from libs/contracts; do not edit by hand.`,
      ].join('\n'),
    },
    defaultContentType: 'application/json',
    servers: {
      nats: {
        host: '{host}',
        protocol: 'nats',
        description:
          'NATS with JetStream. Partners connect as a user of the PARTNERS account, which sees only the channels marked `x-partner-feed` (subscribe only; a user not entitled to personal data does not receive the events that carry personal fields); the platform\'s services use durable pull consumers on the events stream.',
        variables: { host: { default: 'localhost:4222', description: 'host:port given to the partner' } },
      },
    },
    channels,
    operations,
    components: { schemas, messages },
  };
}

const text = `# Generated by scripts/asyncapi.mjs from libs/contracts. Do not edit.\n${stringify(buildDocument(), { lineWidth: 0 })}`;

if (process.argv.includes('--check')) {
  const committed = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : '';
  if (committed !== text) {
    console.error(`${relative(root, OUTPUT)} is stale: run \`npm run asyncapi\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${relative(root, OUTPUT)} is up to date (${Object.keys(eventSchemas).length} channels).`);
} else {
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, text);
  console.log(`Wrote ${relative(root, OUTPUT)} (${Object.keys(eventSchemas).length} channels).`);
}
