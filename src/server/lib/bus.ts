import { EventEmitter } from 'node:events';
import pg from 'pg';

// Fan-out between app processes (docs: ARCHITECTURE.md "realtime"): a publish reaches every
// subscriber of the channel in every process. On a PostgreSQL server that is LISTEN/NOTIFY on one
// dedicated connection; the embedded database serves one process, so an in-process emitter does.
// Payloads are small (ids and kinds, never documents): NOTIFY caps them at 8,000 bytes.

export interface Bus {
  publish(channel: BusChannel, payload: string): Promise<void>;
  /** Calls `listener` for every payload published on `channel`, here or in another process. */
  subscribe(channel: BusChannel, listener: (payload: string) => void): () => void;
  /** Whether publishes reach the other processes now (readiness); connects again if it can. */
  isConnected(): Promise<boolean>;
  close(): Promise<void>;
}

/** The channels in use; each is a PostgreSQL identifier. */
export const BUS_CHANNELS = {
  /** A public read model changed: the payload names it ("catalogue", "jobs", …). */
  cacheInvalidation: 'sipalu_cache',
  /** Something for some users' open tabs: `{"userIds": […], …}` (messaging and notifications). */
  userEvents: 'sipalu_user_events',
  /** A background job comes due soon: the payload is its time (epoch ms), so runners look then. */
  jobs: 'sipalu_jobs',
  /** Sessions ended (sign-out, suspension…): `{"userId", "sessionIds"?}`, so their event streams end too. */
  sessionsEnded: 'sipalu_sessions_ended',
} as const;
export type BusChannel = (typeof BUS_CHANNELS)[keyof typeof BUS_CHANNELS];

export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one per open event stream
  return {
    publish: async (channel, payload) => {
      emitter.emit(channel, payload);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    isConnected: async () => true,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

const RECONNECT_MS = 1_000;

/**
 * LISTEN/NOTIFY on a connection of its own (a pooled one cannot keep a LISTEN). Publishing goes
 * through the same connection; delivery to this process comes back through LISTEN like any other,
 * so every process sees one order. A lost connection reconnects and listens again.
 */
export function createPostgresBus(databaseUrl: string, onError: (error: Error) => void): Bus {
  const local = createLocalBus();
  const listening = new Set<BusChannel>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let turn: Promise<unknown> = Promise.resolve();

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('notification', (message) => {
        if (message.payload !== undefined) void local.publish(message.channel as BusChannel, message.payload);
      });
      next.on('error', (error) => {
        onError(error);
        if (client === next) client = undefined;
        connecting = undefined;
        if (!closed) setTimeout(() => void connect().catch(onError), RECONNECT_MS).unref();
      });
      await next.connect();
      for (const channel of listening) await next.query(`listen ${channel}`);
      client = next;
      return next;
    })().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  }

  /** Runs `work` on the connection once the statements asked before it are done: one at a time, in order. */
  function inTurn(work: (connection: pg.Client) => Promise<unknown>): Promise<void> {
    const done = turn.then(async () => {
      await work(client ?? (await connect()));
    });
    turn = done.catch(() => undefined);
    return done;
  }

  return {
    publish(channel, payload) {
      // publishes leave in the order they were made
      return inTurn((connection) => connection.query('select pg_notify($1, $2)', [channel, payload]));
    },
    subscribe(channel, listener) {
      const unsubscribe = local.subscribe(channel, listener);
      if (!listening.has(channel)) {
        listening.add(channel);
        // a connection made meanwhile listens already; a second LISTEN changes nothing
        inTurn((connection) => connection.query(`listen ${channel}`)).catch(onError);
      }
      return unsubscribe;
    },
    async isConnected() {
      if (closed) return false;
      try {
        await (client ?? connect());
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      closed = true;
      await local.close();
      await client?.end().catch(() => undefined);
    },
  };
}
