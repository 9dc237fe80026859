/** The status clock ticks on the leader only, one tick at a time, and survives a failed tick. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOfferingsClock } from './offerings-clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('offerings clock', () => {
  it('ticks every second on the leader, never on a follower, and keeps going after a failure', async () => {
    vi.useFakeTimers();
    let leader = false;
    let ticks = 0;
    const lines: string[] = [];
    const stop = startOfferingsClock({
      isLeader: () => leader,
      tick: async () => {
        ticks += 1;
        if (ticks === 1) throw new Error('database away');
      },
      log: (line) => lines.push(line),
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(ticks).toBe(0);
    leader = true;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(ticks).toBe(3);
    expect(lines).toEqual(['offerings clock failed: Error: database away']);
    await stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(ticks).toBe(3);
  });

  it('does not start a tick while the last one is still running', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: () => void = () => undefined;
    const stop = startOfferingsClock({
      isLeader: () => true,
      tick: () => {
        started += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      log: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    finish();
    await stop();
  });
});
