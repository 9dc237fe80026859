/** Talking to a bench's child processes over IPC. */
import type { ChildProcess } from 'node:child_process';

/** The next IPC message of `type` from `child`; fails if it exits or the time runs out first. */
export function nextMessage<T extends { type: string }>(child: ChildProcess, type: T['type'], timeoutMs = 120_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`no ${type} from process ${child.pid} within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const onMessage = (message: T) => message.type === type && done(null, message);
    const onExit = (code: number | null) => done(new Error(`process ${child.pid} exited with ${code} while waiting for ${type}`));
    function done(error: Error | null, message?: T) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message as T);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
