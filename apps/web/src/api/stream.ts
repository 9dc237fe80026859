/**
 * The live stream: one WebSocket to `/api/vue/ws` shared by every screen. Screens subscribe to
 * topics (`quote:7203`, `depth:7203`, `kline:7203:1m`, `indices`, and the signed-in member's own
 * `account`, `orders` and `positions`); the client counts how many
 * listeners each topic has, so the server hears of a topic when its first listener arrives and
 * when its last one leaves, in one message per change of screen rather than one per component.
 * A dropped connection is re-opened with growing pauses and every topic is subscribed again.
 * Everything outside (the socket, the clock) is passed in, for tests.
 */

export interface StreamMessage {
  topic: string;
  data: unknown;
}

export type StreamListener = (message: StreamMessage) => void;

/** `open` only while the socket is connected; screens fall back to polling otherwise. */
export type StreamStatus = 'idle' | 'connecting' | 'open' | 'waiting';

/** The part of the browser's WebSocket the client uses. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface StreamOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  /** The first pause before reconnecting; it doubles after each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** A ping this often keeps proxies from closing a quiet connection, and finds a dead one. */
  pingMs?: number;
  /** After the last topic leaves, the socket stays this long in case the next screen wants it. */
  lingerMs?: number;
  /** 0 to 1; spreads reconnections of many phones after a server restart. */
  random?: () => number;
  /**
   * The member's session, sent as `auth` first on each connection, so private topics
   * (`account`, `orders`, `positions`) are allowed; null while signed out.
   */
  credentials?: () => { token: string; account: string } | null;
}

export interface Stream {
  /** Listens to the topics until the returned function is called. */
  subscribe(topics: readonly string[], listener: StreamListener): () => void;
  status(): StreamStatus;
  onStatus(listener: (status: StreamStatus) => void): () => void;
  /**
   * The member signed in, out or as someone else: a connection that is up is replaced by a new
   * one that signs in afresh, so no private topic of the previous member outlives the change.
   */
  sessionChanged(): void;
}

const socketOpen = 1;
/** The server reads at most this many topics from one message. */
const topicsPerMessage = 100;

/** `https://host` → `wss://host/api/vue/ws`. */
export function streamUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/api/vue/ws`;
}

/** A frame from the server as a topic and its data; null for anything else (a pong, an error, junk). */
export function readFrame(raw: unknown): StreamMessage | null {
  if (typeof raw !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null || !('topic' in frame) || typeof frame.topic !== 'string') return null;
  return { topic: frame.topic, data: 'data' in frame ? frame.data : undefined };
}

export function createStream(options: StreamOptions): Stream {
  return new SocketStream(options);
}

type Timer = ReturnType<typeof setTimeout>;

class SocketStream implements Stream {
  private readonly listeners = new Map<string, Set<StreamListener>>();
  private readonly statusListeners = new Set<(status: StreamStatus) => void>();
  private socket: SocketLike | null = null;
  private current: StreamStatus = 'idle';
  private failures = 0;
  private retryTimer: Timer | null = null;
  private lingerTimer: Timer | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private heardSincePing = true;
  /** The topics the server has been told of on this connection. */
  private serverTopics = new Set<string>();
  private syncQueued = false;

  constructor(private readonly options: StreamOptions) {}

  subscribe(requested: readonly string[], listener: StreamListener): () => void {
    const topics = [...new Set(requested)];
    for (const topic of topics) {
      const set = this.listeners.get(topic) ?? new Set();
      set.add(listener);
      this.listeners.set(topic, set);
    }
    this.ensureConnected();
    this.queueSync();
    return () => {
      for (const topic of topics) {
        const set = this.listeners.get(topic);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(topic);
      }
      this.queueSync();
      this.release();
    };
  }

  status(): StreamStatus {
    return this.current;
  }

  onStatus(listener: (status: StreamStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  }

  sessionChanged(): void {
    const current = this.socket;
    if (!current) return;
    // Detached first, so its close is not taken for a drop that waits before reconnecting.
    this.socket = null;
    current.onclose = null;
    current.close();
    this.connect();
  }

  private setStatus(next: StreamStatus): void {
    if (next === this.current) return;
    this.current = next;
    for (const listener of this.statusListeners) listener(next);
  }

  private send(message: object): void {
    if (this.socket?.readyState === socketOpen) this.socket.send(JSON.stringify(message));
  }

  private sendTopics(op: 'sub' | 'unsub', topics: readonly string[]): void {
    for (let start = 0; start < topics.length; start += topicsPerMessage) {
      this.send({ op, topics: topics.slice(start, start + topicsPerMessage) });
    }
  }

  /** Tells the server the difference between the topics listened to and those it knows of. */
  private sync(): void {
    this.syncQueued = false;
    if (this.socket?.readyState !== socketOpen) return;
    const wanted = new Set(this.listeners.keys());
    const known = this.serverTopics;
    this.sendTopics(
      'unsub',
      [...known].filter((topic) => !wanted.has(topic)),
    );
    this.sendTopics(
      'sub',
      [...wanted].filter((topic) => !known.has(topic)),
    );
    this.serverTopics = wanted;
  }

  /** Changes made together (a screen mounting its parts) go out as one message, after them. */
  private queueSync(): void {
    if (this.syncQueued) return;
    this.syncQueued = true;
    queueMicrotask(() => this.sync());
  }

  private deliver(raw: unknown): void {
    const message = readFrame(raw);
    if (!message) return;
    // A copy, so a listener that unsubscribes while being called does not upset the loop.
    for (const listener of [...(this.listeners.get(message.topic) ?? [])]) listener(message);
  }

  private stopTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
  }

  private startPing(): void {
    this.heardSincePing = true;
    this.pingTimer = setInterval(() => {
      // Nothing at all since the last ping, not even its pong: the connection is dead.
      if (!this.heardSincePing) return void this.socket?.close();
      this.heardSincePing = false;
      this.send({ op: 'ping' });
    }, this.options.pingMs ?? 25_000);
  }

  private connect(): void {
    this.stopTimers();
    this.setStatus('connecting');
    const opened = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    this.socket = opened;
    opened.onopen = () => {
      this.failures = 0;
      this.serverTopics = new Set();
      this.setStatus('open');
      // The server handles a connection's messages in order, so the subscriptions below see the sign-in.
      const session = this.options.credentials?.() ?? null;
      if (session) this.send({ op: 'auth', token: session.token, account: session.account });
      this.sync();
      this.startPing();
    };
    opened.onmessage = (event) => {
      this.heardSincePing = true;
      this.deliver(event.data);
    };
    opened.onclose = () => {
      if (this.socket === opened) this.closed();
    };
    // An error is always followed by a close, where reconnecting is decided.
    opened.onerror = () => undefined;
  }

  /** The connection dropped: wait longer after each failure in a row, then try again. */
  private closed(): void {
    this.socket = null;
    this.stopTimers();
    if (this.listeners.size === 0) return this.setStatus('idle');
    this.setStatus('waiting');
    const { retryMs = 1_000, maxRetryMs = 30_000, random = Math.random } = this.options;
    const pause = Math.min(maxRetryMs, retryMs * 2 ** this.failures) * (0.5 + random() / 2);
    this.failures++;
    this.retryTimer = setTimeout(() => this.connect(), pause);
  }

  private disconnect(): void {
    const closing = this.socket;
    this.socket = null;
    this.stopTimers();
    closing?.close();
    this.setStatus('idle');
  }

  private ensureConnected(): void {
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
    if (!this.socket && !this.retryTimer) this.connect();
  }

  private release(): void {
    if (this.listeners.size > 0 || this.lingerTimer) return;
    this.lingerTimer = setTimeout(() => {
      this.lingerTimer = null;
      if (this.listeners.size === 0) this.disconnect();
    }, this.options.lingerMs ?? 10_000);
  }
}
