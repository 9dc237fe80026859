/**
 * The outbox crash test's hook (copytrade/mentor-copies-crash.test.ts): `OUTBOX_CRASH=deliver:<topic>`
 * kills the process with SIGKILL after an event of that topic committed and before its delivery;
 * `handled:<topic>` after a handler committed its work and before the event is marked delivered.
 * Unset (always, outside that test), it does nothing.
 */
import type { OutboxOptions } from './outbox';

export function outboxCrash(setting: string | undefined): { outboxStage?: OutboxOptions['onStage'] } {
  if (!setting) return {};
  const [when, topic] = setting.split(':');
  return {
    outboxStage: (stage, eventTopic) => {
      if (stage === when && eventTopic === topic) process.kill(process.pid, 'SIGKILL');
    },
  };
}
