/**
 * A stream client for tests: a real WebSocket that keeps every frame it receives, so a test can
 * wait for the next frame it cares about, or check that none came.
 */
import { WebSocket, type ClientOptions } from 'ws';

export interface Frame {
  topic?: string;
  data?: unknown;
  op?: string;
  code?: string;
}

export class StreamClient {
  private readonly frames: Frame[] = [];
  private readonly waiters = new Set<() => void>();
  readonly closed: Promise<number>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }

  static connect(url: string, options: ClientOptions = {}): Promise<StreamClient> {
    const socket = new WebSocket(url, options);
    const client = new StreamClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  send(message: object | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Takes the first frame (received or to come) that `matches`, leaving the others. `Data` is what
   * the caller expects a topic frame to carry (`Quote` for `quote:<symbol>`): the test's claim.
   */
  async next<Data = unknown>(
    matches: (frame: Frame) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<Frame & { data: Data }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(matches);
      if (index >= 0) return this.frames.splice(index, 1)[0] as Frame & { data: Data };
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; received ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  /** Frames of `topic`, or control frames when no topic is given. */
  static topic = (topic: string) => (frame: Frame) => frame.topic === topic;

  /** Sends a ping and waits for its pong: every message sent before it has been handled. */
  async roundTrip(): Promise<void> {
    this.send({ op: 'ping' });
    await this.next((frame) => frame.op === 'pong');
  }

  /** The frames received so far and not taken, and forgets them. */
  drain(): Frame[] {
    return this.frames.splice(0);
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.close();
    await this.closed;
  }
}
