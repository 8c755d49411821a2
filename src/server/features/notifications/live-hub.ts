import type { LiveEvent } from '#contract/live-events.ts';
import { BUS_CHANNELS, type Bus } from '#server/lib/bus.ts';
import type { SessionsEnded, UserEvent } from '#server/lib/notify.ts';

// The open event streams of this process. One bus subscription per process, whatever the number
// of streams: an event is parsed once and written only to its user's streams, so 1,000 open tabs
// cost 1,000 map entries, not 1,000 listeners each parsing every event.

/** Comment lines keep idle streams alive through proxies and let dead sockets be noticed. */
export const HEARTBEAT_MS = 25_000;

/**
 * Open streams one user may hold in this process; opening one more ends the oldest (a forgotten
 * tab), so a script cannot pin unbounded sockets and memory. The cap is per process: each process
 * caps what it holds, so behind N processes a user holds at most N × this many, still bounded.
 */
export const MAX_STREAMS_PER_USER = 10;

export interface LiveStream {
  readonly userId: string;
  /** The session it was opened with: the stream ends with it (sign-out, suspension, `sessionsEnded`). */
  readonly sessionId: string;
  write(chunk: Uint8Array): void;
  /** Ends the response (the browser reconnects, to another process if this one is stopping). */
  end(): void;
  /**
   * Ends the response telling the tab that a newer one took its place, so that it waits to be
   * looked at before reconnecting rather than pushing out another tab in turn.
   */
  replace(): void;
}

const encoder = new TextEncoder();
const heartbeatFrame = encoder.encode(': keep-alive\n\n');
/** A named event: `EventSource.onmessage` (and so an older tab) ignores it. */
export const replacedFrame = encoder.encode('event: replaced\ndata: replaced\n\n');

export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private unsubscribe: (() => void)[] = [];
  private heartbeat: NodeJS.Timeout | null = null;
  private streams = 0;

  constructor(private readonly bus: Bus) {}

  /** How many streams are open in this process. */
  get size(): number {
    return this.streams;
  }

  add(stream: LiveStream): () => void {
    const held = this.byUser.get(stream.userId);
    if (held && held.size >= MAX_STREAMS_PER_USER) {
      // a Set iterates in insertion order, oldest first; replace() removes each through its remover
      for (const oldest of [...held].slice(0, held.size - MAX_STREAMS_PER_USER + 1)) oldest.replace();
    }
    let set = this.byUser.get(stream.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(stream.userId, set);
    }
    set.add(stream);
    this.streams += 1;
    if (this.unsubscribe.length === 0) this.start();
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      const current = this.byUser.get(stream.userId);
      current?.delete(stream);
      if (current?.size === 0) this.byUser.delete(stream.userId);
      this.streams -= 1;
      if (this.streams === 0) this.stop();
    };
  }

  /**
   * Ends every open stream: a stopping server calls it before waiting for in-flight requests,
   * which an event stream otherwise never stops being.
   */
  closeAll(): void {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) stream.end();
  }

  private start(): void {
    this.unsubscribe = [
      this.bus.subscribe(BUS_CHANNELS.userEvents, (payload) => this.deliver(payload)),
      this.bus.subscribe(BUS_CHANNELS.sessionsEnded, (payload) => this.endSessions(payload)),
    ];
    this.heartbeat = setInterval(() => {
      for (const set of this.byUser.values()) for (const stream of set) stream.write(heartbeatFrame);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private stop(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    this.unsubscribe = [];
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** Ends the streams of sessions that ended, in whichever process they ended. */
  private endSessions(payload: string): void {
    let ended: SessionsEnded;
    try {
      ended = JSON.parse(payload) as SessionsEnded;
    } catch {
      return;
    }
    const set = this.byUser.get(ended.userId);
    if (!set) return;
    const ids = ended.sessionIds ? new Set(ended.sessionIds) : null;
    for (const stream of [...set]) if (!ids || ids.has(stream.sessionId)) stream.end();
  }

  private deliver(payload: string): void {
    let event: UserEvent;
    try {
      event = JSON.parse(payload) as UserEvent;
    } catch {
      return;
    }
    const sets = event.userIds.map((userId) => this.byUser.get(userId)).filter((set) => set !== undefined);
    if (sets.length === 0) return;
    const live: LiveEvent = {
      type: event.type,
      id: event.id,
      ...(event.conversationId ? { conversationId: event.conversationId } : {}),
    };
    const frame = encoder.encode(`data: ${JSON.stringify(live)}\n\n`);
    for (const set of sets) for (const stream of set) stream.write(frame);
  }
}
