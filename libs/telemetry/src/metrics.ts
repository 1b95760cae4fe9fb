import type { ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The process's one metrics registry: `/metrics` on the gateway and on each service's health port serve it. */
export const metricsRegistry = new Registry();

/** Answers a plain Node HTTP request with the process's metrics (Prometheus text; 500 when they cannot be read). */
export function writeMetrics(res: ServerResponse): void {
  metricsRegistry.metrics().then(
    (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
    () => res.writeHead(500).end(),
  );
}

let processNamed = false;
/** Names the process in every series (`service="skills"`) and adds Node's runtime metrics; the first call wins. */
export function initProcessMetrics(service: string): void {
  if (processNamed) return;
  processNamed = true;
  metricsRegistry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: metricsRegistry });
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the bus adapters record (libs/messaging); rates come from the histograms' `_count`. */
export const busMetrics = {
  /** Requests served here, by pattern and outcome (`ok` or the DomainError code). */
  served: new Histogram({
    name: 'ecp_bus_request_duration_seconds',
    help: 'Requests served by this process over the bus, by pattern and outcome',
    labelNames: ['pattern', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [metricsRegistry],
  }),
  /** Requests this process sent (the gateway's view of each service), by pattern and outcome. */
  sent: new Histogram({
    name: 'ecp_bus_client_request_duration_seconds',
    help: 'Requests sent by this process over the bus and their round trip, by pattern and outcome',
    labelNames: ['pattern', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [metricsRegistry],
  }),
  /** Event deliveries handled here, by subject, durable consumer and outcome (`handled`, `retry`, `dead-letter`). */
  events: new Histogram({
    name: 'ecp_bus_event_duration_seconds',
    help: 'Event deliveries processed by this process, by subject, durable consumer and outcome',
    labelNames: ['subject', 'durable', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [metricsRegistry],
  }),
  redeliveries: new Counter({
    name: 'ecp_bus_event_redeliveries_total',
    help: 'Event deliveries that were not the first for their event (attempt > 1)',
    labelNames: ['subject', 'durable'],
    registers: [metricsRegistry],
  }),
  deadLetters: new Counter({
    name: 'ecp_bus_dead_letters_total',
    help: 'Events this process set aside on the dead-letter subject',
    labelNames: ['subject', 'durable'],
    registers: [metricsRegistry],
  }),
};

/** Pending work of durable consumers, read when metrics are scraped. */
export interface ConsumerLag {
  durable: string;
  /** Events in the stream not yet delivered to the consumer. */
  pending: number;
  /** Delivered, not yet acknowledged. */
  ackPending: number;
}

const lagSources = new Set<() => Promise<ConsumerLag[]>>();

/** A bus adapter reports its consumers' lag through this; returns the unregister function. */
export function registerConsumerLag(source: () => Promise<ConsumerLag[]>): () => void {
  lagSources.add(source);
  return () => lagSources.delete(source);
}

new Gauge({
  name: 'ecp_bus_consumer_lag_messages',
  help: 'Events waiting for a durable consumer of this process: state="pending" not yet delivered, "ack_pending" delivered, not acknowledged',
  labelNames: ['durable', 'state'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const source of lagSources) {
      for (const lag of await source().catch(() => [])) {
        this.set({ durable: lag.durable, state: 'pending' }, lag.pending);
        this.set({ durable: lag.durable, state: 'ack_pending' }, lag.ackPending);
      }
    }
  },
});

/** The outbox of one service, read when metrics are scraped. */
export interface OutboxState {
  /** Rows not yet published. */
  backlog: number;
  /** Age of the oldest unpublished row; 0 when there is none. */
  oldestAgeSeconds: number;
}

const outboxSources = new Map<string, () => Promise<OutboxState>>();

/** A service's outbox relay reports its backlog through this; returns the unregister function. */
export function registerOutbox(outbox: string, source: () => Promise<OutboxState>): () => void {
  outboxSources.set(outbox, source);
  return () => {
    if (outboxSources.get(outbox) === source) outboxSources.delete(outbox);
  };
}

async function readOutboxes(): Promise<[string, OutboxState][]> {
  return Promise.all([...outboxSources].map(async ([outbox, source]) => [outbox, await source().catch(() => ({ backlog: Number.NaN, oldestAgeSeconds: Number.NaN }))] as [string, OutboxState]));
}

new Gauge({
  name: 'ecp_outbox_backlog_events',
  help: 'Events committed to a service outbox and not yet published to the bus',
  labelNames: ['outbox'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const [outbox, state] of await readOutboxes()) this.set({ outbox }, state.backlog);
  },
});

new Gauge({
  name: 'ecp_outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest unpublished event in a service outbox (0 when none)',
  labelNames: ['outbox'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const [outbox, state] of await readOutboxes()) this.set({ outbox }, state.oldestAgeSeconds);
  },
});

export const outboxMetrics = {
  published: new Counter({
    name: 'ecp_outbox_published_total',
    help: 'Events the outbox relay handed to the bus',
    labelNames: ['outbox'],
    registers: [metricsRegistry],
  }),
  publishFailures: new Counter({
    name: 'ecp_outbox_publish_failures_total',
    help: 'Publishes of the outbox relay the bus refused (the row stays and is retried)',
    labelNames: ['outbox'],
    registers: [metricsRegistry],
  }),
};

/** Seconds since `started` (a `performance.now()` reading). */
export function secondsSince(started: number): number {
  return (performance.now() - started) / 1000;
}
