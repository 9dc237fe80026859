/**
 * One client's stream: its messages handled one at a time in the order sent (so a `sub` after an
 * `auth` sees the sign-in), its subscriptions, its member when signed in, its outbox and its
 * heartbeat.
 */
import { isRejection, type Rejection } from '@kabuto/domain';
import type { RawData, WebSocket } from 'ws';
import type { MemberPrincipal } from '../platform/principals';
import type { QuoteStore } from '../market/market-feed.service';
import { LatestOnlyOutbox, type Outlet } from './latest-only-outbox';
import { errorFrame, parseClientMessage, pongFrame, topicFrame, type TextFrame } from './stream-messages';
import { memberTopic, parseTopic, snapshotOf } from './stream-topics';

export interface StreamOptions {
  /** How often the server pings each client; one that missed two pongs is dropped at the next. */
  heartbeatMs: number;
  /** Topics one connection may hold at once. */
  maxTopics: number;
  /** Unsent bytes a socket may hold before frames wait in its outbox, latest per topic. */
  highWaterBytes: number;
  /** How often waiting outboxes are retried when no new message comes to retry them. */
  drainCheckMs: number;
  /**
   * How often signed-in connections check that their session still lives, so one that timed out
   * (no notice is sent for that) loses its private topics within this long.
   */
  sessionCheckMs: number;
  /**
   * Connections one client address may hold open at once; more are refused. Members behind one
   * carrier-grade NAT share an address, so this is a bound on abuse, not one per person.
   */
  maxConnectionsPerAddress: number;
}

export const defaultStreamOptions: StreamOptions = {
  heartbeatMs: 30_000,
  maxTopics: 50,
  highWaterBytes: 1_048_576,
  drainCheckMs: 100,
  sessionCheckMs: 60_000,
  maxConnectionsPerAddress: 50,
};

/** Messages received and not yet handled; a client past this is flooding and is disconnected. */
const maxPendingMessages = 64;

/** The TCP socket under a WebSocket (a `net.Socket`), as far as the stream writes to it itself. */
export interface Transport {
  cork(): void;
  uncork(): void;
  write(chunk: Buffer): boolean;
  /** Bytes written and not yet taken by the kernel: ws's `bufferedAmount` too, when nothing is compressed. */
  readonly writableLength: number;
  /** False once the socket is ending or destroyed, when a write would fail. */
  readonly writable: boolean;
}

/** What a connection needs from the hub that holds every connection. */
export interface StreamContext {
  store: QuoteStore;
  options: StreamOptions;
  authenticate(token: string, account: string): Promise<MemberPrincipal | Rejection>;
  /** Whether the session still lives, without counting the check as the member's activity. */
  checkSession(token: string, account: string): Promise<MemberPrincipal | Rejection>;
  subscribe(busTopic: string, wireTopic: string, connection: StreamConnection): void;
  unsubscribe(busTopic: string, connection: StreamConnection): void;
  /** Called when a frame had to wait, so the hub retries the outbox until it is empty. */
  congested(connection: StreamConnection): void;
  /** Holds `transport`'s writes until the end of this turn of the event loop, to send them as one. */
  batchWrites(transport: Transport): void;
  log(line: string): void;
}

export class StreamConnection {
  readonly outbox: LatestOnlyOutbox<TextFrame>;
  /** Bus topics, e.g. `quote:7203` or `member:12:orders`. */
  private readonly subscriptions = new Set<string>();
  private member: MemberPrincipal | null = null;
  /** What the member signed in with, to check the session again when notices of ended sessions may have been missed. */
  private credentials: { token: string; account: string } | null = null;
  private missedPongs = 0;
  private pending = 0;
  private handled: Promise<void> = Promise.resolve();

  /** `transport` is the TCP socket under `socket`, when there is one (not under `injectWS`). */
  constructor(
    readonly socket: WebSocket,
    transport: Transport | undefined,
    private readonly context: StreamContext,
  ) {
    // An extension (permessage-deflate) would make each client's frames its own: ws frames those.
    const outlet = transport && socket.extensions === '' ? transportOutlet(transport, context) : webSocketOutlet(socket);
    this.outbox = new LatestOnlyOutbox(outlet, context.options.highWaterBytes);
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => (this.missedPongs = 0));
  }

  get open(): boolean {
    return this.socket.readyState === 1;
  }

  /** A frame of a topic this connection holds: sent, or kept as the topic's latest. */
  deliver(busTopic: string, frame: TextFrame): void {
    if (!this.open) return;
    if (!this.outbox.offer(busTopic, frame)) this.context.congested(this);
  }

  heartbeat(): void {
    if (this.missedPongs >= 2) return this.socket.terminate();
    this.missedPongs++;
    this.socket.ping();
  }

  /** Leaves every topic; called once the socket has closed. */
  dispose(): void {
    for (const busTopic of this.subscriptions) this.context.unsubscribe(busTopic, this);
    this.subscriptions.clear();
  }

  /** The session this connection signed in with has ended (on any node): it is signed out. */
  sessionEnded(sessionId: string): void {
    if (this.member?.sessionId !== sessionId) return;
    // In turn with the client's messages, so a sign-in to another session under way is not undone.
    this.inTurn(async () => {
      if (this.member?.sessionId === sessionId) this.signOut();
    });
  }

  /** Checks the session signed in with again, and signs out when it is no longer live. */
  recheckSession(): void {
    if (!this.credentials) return;
    this.inTurn(async () => {
      if (!this.credentials) return;
      const found = await this.context.checkSession(this.credentials.token, this.credentials.account);
      if (isRejection(found)) this.signOut();
    });
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.pending >= maxPendingMessages) return this.socket.close(1008, 'too many messages');
    this.pending++;
    this.inTurn(() => this.handle(isBinary ? null : data.toString()).finally(() => this.pending--));
  }

  /** Runs `task` after everything queued before it: messages are handled one at a time, in order. */
  private inTurn(task: () => Promise<void>): void {
    this.handled = this.handled.then(task).catch((error: unknown) => this.context.log(`stream message failed: ${String(error)}`));
  }

  private async handle(text: string | null): Promise<void> {
    const message = text === null ? null : parseClientMessage(text);
    if (!message) return this.reply(errorFrame('invalid_input'));
    switch (message.op) {
      case 'ping':
        return this.reply(pongFrame);
      case 'auth':
        return this.signIn(message.token, message.account);
      case 'sub':
        for (const topic of message.topics) this.subscribe(topic);
        return;
      case 'unsub':
        for (const topic of message.topics) this.unsubscribe(topic);
        return;
    }
  }

  private async signIn(token: string, account: string): Promise<void> {
    const found = await this.context.authenticate(token, account);
    const member = isRejection(found) ? null : found;
    // Another member's (or no member's) private topics are not this connection's any more.
    if (member?.memberId !== this.member?.memberId) this.leavePrivateTopics();
    this.member = member;
    this.credentials = member ? { token, account } : null;
    if (isRejection(found)) this.reply(errorFrame(found.rejected));
  }

  private signOut(): void {
    this.leavePrivateTopics();
    this.member = null;
    this.credentials = null;
    this.reply(errorFrame('session_ended'));
  }

  private subscribe(topic: string): void {
    const busTopic = this.busTopic(topic);
    if (busTopic === null) return;
    if (this.subscriptions.has(busTopic)) return;
    if (this.subscriptions.size >= this.context.options.maxTopics) return this.reply(errorFrame('too_many_requests', topic));
    this.subscriptions.add(busTopic);
    this.context.subscribe(busTopic, topic, this);
    const snapshot = busTopic === topic ? snapshotOf(topic, this.context.store) : null;
    if (snapshot !== null) this.deliver(busTopic, topicFrame(topic, snapshot));
  }

  private unsubscribe(topic: string): void {
    const busTopic = this.busTopic(topic);
    if (busTopic === null || !this.subscriptions.delete(busTopic)) return;
    this.context.unsubscribe(busTopic, this);
    this.outbox.forget(busTopic);
  }

  /** The bus topic a client's topic stands for, or null after replying with why there is none. */
  private busTopic(topic: string): string | null {
    const request = parseTopic(topic, this.context.store);
    if (request.kind === 'market') return request.topic;
    if (request.kind === 'unknown') {
      this.reply(errorFrame('invalid_input', topic));
      return null;
    }
    if (!this.member) {
      this.reply(errorFrame('not_signed_in', topic));
      return null;
    }
    return memberTopic(this.member.memberId, request.name);
  }

  private leavePrivateTopics(): void {
    for (const busTopic of this.subscriptions) {
      if (!busTopic.startsWith('member:')) continue;
      this.subscriptions.delete(busTopic);
      this.context.unsubscribe(busTopic, this);
      this.outbox.forget(busTopic);
    }
  }

  /** Replies (pong, errors) skip the outbox; a client flooding requests while not reading loses them. */
  private reply(text: string): void {
    if (this.open && this.socket.bufferedAmount < 2 * this.context.options.highWaterBytes) this.socket.send(text);
  }
}

/**
 * Writes each frame, built once for every recipient, straight to the TCP socket. This is safe
 * beside ws's own frames (pings, pongs, replies, close) on the same socket because ws queues only
 * while compressing or reading a Blob, neither of which happens here: it writes each of its frames
 * synchronously within one call, so whole frames alternate and never interleave. ws's `bufferedAmount` is the socket's `writableLength`
 * then, and that is what back-pressure reads. Callers send only while the WebSocket is open, so
 * nothing follows a close frame; a socket that ended or broke under it is skipped.
 */
function transportOutlet(transport: Transport, context: StreamContext): Outlet<TextFrame> {
  return {
    send(frame) {
      if (!transport.writable) return;
      context.batchWrites(transport);
      transport.write(frame.wire);
    },
    get bufferedAmount() {
      return transport.writableLength;
    },
  };
}

/** Sends through ws, which frames each message itself: for a socket with no TCP socket of its own to write to. */
function webSocketOutlet(socket: WebSocket): Outlet<TextFrame> {
  return {
    send: (frame) => socket.send(frame.payload, { binary: false }),
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
  };
}
