import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from '@ecp/logger';

/** What a listener is told: each NOTIFY payload, and when notifications can and cannot be relied on. */
export interface NotificationHandlers {
  onNotify(payload: string): void;
  /**
   * false: notifications may be missed from now on (the listening connection is gone); true: listening again, and
   * anything missed in between is unknown. Anything derived from notifications must be dropped at both.
   */
  onLive(live: boolean): void;
}

export interface NotificationSubscription {
  close(): Promise<void>;
}

/** PostgreSQL's LISTEN/NOTIFY: the database tells every process of a service what changed, at commit. */
export interface DatabaseNotifications {
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationSubscription>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_MS = 1000;
/**
 * A connection that went silent (a NAT or load balancer dropping it without a reset, a failover) would never say it is
 * gone: the listener asks `select 1` every `everyMs` and counts it lost when no answer comes within `timeoutMs`.
 */
const HEARTBEAT = { everyMs: 10_000, timeoutMs: 5_000 };

function checkChannel(channel: string): void {
  // Unquoted, so PostgreSQL and PGlite name it alike; checked, since LISTEN takes no parameter.
  if (!CHANNEL.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
}

/** PGlite delivers a notification within the statement that commits it (one process, one database). */
export function pgliteNotifications(client: PGlite): DatabaseNotifications {
  return {
    async listen(channel, handlers) {
      checkChannel(channel);
      const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
      handlers.onLive(true);
      return {
        async close() {
          handlers.onLive(false);
          await unlisten();
        },
      };
    },
  };
}

/**
 * A connection of its own per channel (a pooled one would stop listening when returned); when it is lost, the
 * listener hears onLive(false) and it reconnects every second until it listens again or is closed.
 */
export function postgresNotifications(url: string, logger: Logger | undefined, heartbeat: { everyMs: number; timeoutMs: number } = HEARTBEAT): DatabaseNotifications {
  return {
    async listen(channel, handlers) {
      checkChannel(channel);
      let closed = false;
      let current: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      let asking: NodeJS.Timeout | undefined;

      const scheduleReconnect = () => {
        if (closed || retry) return;
        retry = setTimeout(() => {
          retry = undefined;
          void connect();
        }, RECONNECT_MS);
        retry.unref();
      };
      const connect = async () => {
        const client = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: heartbeat.timeoutMs });
        let lost = false;
        const onLost = () => {
          if (lost) return;
          lost = true;
          if (current === client) {
            current = undefined;
            clearInterval(asking);
            handlers.onLive(false);
            void client.end().catch(() => undefined); // a silent connection is closed here, not left open
          }
          scheduleReconnect();
        };
        client.on('error', (error) => {
          logger?.warn({ err: error, channel }, 'database notification connection failed; listening again soon');
          onLost();
        });
        client.on('end', onLost);
        client.on('notification', (message) => {
          if (message.channel === channel && current === client) handlers.onNotify(message.payload ?? '');
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${channel}`);
        } catch (error) {
          logger?.warn({ err: error, channel }, 'could not listen for database notifications; trying again soon');
          onLost();
          await client.end().catch(() => undefined);
          return;
        }
        if (closed || lost) {
          await client.end().catch(() => undefined);
          return;
        }
        current = client;
        handlers.onLive(true);
        asking = setInterval(() => {
          client.query('select 1').catch((error: unknown) => {
            logger?.warn({ err: error, channel }, 'database notification connection did not answer; listening again');
            onLost();
          });
        }, heartbeat.everyMs);
        asking.unref();
      };

      await connect();
      return {
        async close() {
          closed = true;
          clearTimeout(retry);
          clearInterval(asking);
          const client = current;
          current = undefined;
          handlers.onLive(false);
          await client?.end().catch(() => undefined);
        },
      };
    },
  };
}
