/**
 * What a stream connection sends, bounded for slow clients. While the socket holds more unsent
 * bytes than the high-water mark, frames wait here instead, at most one per topic: a newer frame
 * replaces the waiting one, so a client that reads slowly skips stale ticks and receives the
 * latest state when it catches up, and a connection never holds more than the mark plus one
 * frame per subscribed topic, however long it lags.
 */

/** What the outbox holds: anything that knows its size (a Buffer, a stream frame). */
interface Sized {
  readonly byteLength: number;
}

/** The socket, as far as the outbox needs it. */
export interface Outlet<Frame extends Sized = Buffer> {
  readonly bufferedAmount: number;
  send(frame: Frame): void;
}

export class LatestOnlyOutbox<Frame extends Sized = Buffer> {
  private readonly waiting = new Map<string, Frame>();

  constructor(
    private readonly outlet: Outlet<Frame>,
    private readonly highWaterBytes: number,
  ) {}

  /** Sends `frame` now if the socket keeps up, else keeps it as `topic`'s latest; true when sent. */
  offer(topic: string, frame: Frame): boolean {
    // Frames already waiting go first, so a topic's frames are never sent out of order.
    if (this.waiting.size > 0) this.drain();
    if (this.waiting.size === 0 && this.outlet.bufferedAmount < this.highWaterBytes) {
      this.outlet.send(frame);
      return true;
    }
    // Delete first, so the waiting order is the order of the latest arrivals.
    this.waiting.delete(topic);
    this.waiting.set(topic, frame);
    return false;
  }

  /** Sends waiting frames, oldest first, while the socket has room; returns how many still wait. */
  drain(): number {
    for (const [topic, frame] of this.waiting) {
      if (this.outlet.bufferedAmount >= this.highWaterBytes) break;
      this.waiting.delete(topic);
      this.outlet.send(frame);
    }
    return this.waiting.size;
  }

  /** Drops what waits for a topic the client no longer wants. */
  forget(topic: string): void {
    this.waiting.delete(topic);
  }

  get waitingFrames(): number {
    return this.waiting.size;
  }

  get waitingBytes(): number {
    let total = 0;
    for (const frame of this.waiting.values()) total += frame.byteLength;
    return total;
  }
}
