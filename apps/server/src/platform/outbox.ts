/**
 * The outbox: how one domain tells others what happened (domain-events.ts), durably. A publisher
 * writes the event in the transaction of the change (`publish(tx, …)`), so the two commit
 * together or not at all. After the commit the event is delivered to every handler subscribed to
 * its topic, at least once: the transaction's caller waits for that first delivery (a member sees
 * the consequence with the reply), and the market leader's sweep picks up whatever is left
 * undelivered (a process killed between the commit and the delivery, a handler that failed),
 * first at its start and then every second.
 *
 * At least once means a handler may see an event twice (two nodes, a crash after its work). Each
 * handler is idempotent by its claim: `event.claim(tx)` inside the handler's own transaction
 * writes a unique (event, handler) row with its work, and answers false when it was taken before,
 * so the work is done exactly once. Events are delivered in the order they were written.
 */
import type { Database, Queryable, Tx } from '../db/database';
import type { DomainEvents, EventTopic } from './domain-events';
import * as outbox from './outbox.repository';

export type { DomainEvents, EventTopic } from './domain-events';

export interface DeliveredEvent<T extends EventTopic> {
  id: number;
  topic: T;
  payload: DomainEvents[T];
  /** Claims the event for this handler inside `tx`, the transaction of its work: false when it was handled before. */
  claim(tx: Queryable): Promise<boolean>;
}

export type EventHandler<T extends EventTopic> = (event: DeliveredEvent<T>) => Promise<void>;

/**
 * Whose events a handler wants, in one read (copy trading: running mentors'); the others count as
 * handled by it. Without one, a handler is given every event. Every topic's payload names its member.
 */
export type MembersWanted = (reader: Queryable, memberIds: readonly number[]) => Promise<ReadonlySet<number>>;

export type PublishedEvent = { [T in EventTopic]: { topic: T; payload: DomainEvents[T] } }[EventTopic];

/** What a domain that tells others is given. */
export interface EventPublisher {
  /** Writes the event in `tx`; once a `Tx` commits, its caller waits for the event's first delivery. */
  publish<T extends EventTopic>(tx: Queryable, topic: T, payload: DomainEvents[T]): Promise<void>;
  /** Writes several events in one statement (the order desk's batch). */
  publishAll(tx: Queryable, events: readonly PublishedEvent[]): Promise<void>;
  /**
   * Which of `memberIds` some handler of `topic` wants events of (all of them when a handler takes
   * every event): a hot path (the order desk) writes only those, asking in its first round trip.
   */
  membersWanted(reader: Queryable, topic: EventTopic, memberIds: readonly number[]): Promise<ReadonlySet<number>>;
  /** Delivers what has committed; for a transaction without after-commit (a pipelined batch). Never rejects. */
  deliver(): Promise<void>;
}

/** What a domain that listens is given: its handlers, each under a name unique to it (its claims' key). */
export interface EventSubscriber {
  on<T extends EventTopic>(topic: T, handler: string, handle: EventHandler<T>, wants?: MembersWanted): void;
}

export interface OutboxOptions {
  db: Database;
  log: (line: string) => void;
  /**
   * Called before an event's delivery and after each of its handlers has committed; the crash
   * test's server kills itself there (main.ts, `OUTBOX_CRASH`). Nothing in production passes it.
   */
  onStage?: (stage: 'deliver' | 'handled', topic: string) => void;
}

export type Outbox = ReturnType<typeof createOutbox>;

const pageSize = 100;

const memberOf = (event: outbox.StoredEvent): number => (event.payload as { memberId: number }).memberId;

interface Handler {
  name: string;
  handle: EventHandler<EventTopic>;
  wants?: MembersWanted;
}

export function createOutbox({ db, log, onStage }: OutboxOptions) {
  const handlers = new Map<string, Handler[]>();
  let tail: Promise<void> = Promise.resolve();
  let queued: { retries: boolean; promise: Promise<void> } | null = null;

  /** The events of `page` each filtering handler does not want, asked once per handler and page. */
  async function unwanted(page: readonly outbox.StoredEvent[]): Promise<Set<string>> {
    const skipped = new Set<string>();
    for (const [topic, list] of handlers) {
      const events = page.filter((event) => event.topic === topic);
      if (events.length === 0) continue;
      for (const { name, wants } of list) {
        if (!wants) continue;
        const wanted = await wants(db.pool, events.map(memberOf));
        for (const event of events) if (!wanted.has(memberOf(event))) skipped.add(`${event.id}:${name}`);
      }
    }
    return skipped;
  }

  /** Runs the event's handlers (but those that do not want it): true when all of them took it. */
  async function deliverEvent(event: outbox.StoredEvent, skipped: ReadonlySet<string>): Promise<boolean> {
    onStage?.('deliver', event.topic);
    try {
      for (const { name, handle } of handlers.get(event.topic) ?? []) {
        if (skipped.has(`${event.id}:${name}`)) continue;
        await handle({
          id: event.id,
          topic: event.topic as EventTopic,
          payload: event.payload as DomainEvents[EventTopic],
          claim: (tx) => outbox.claimDelivery(tx, event.id, name),
        });
        onStage?.('handled', event.topic);
      }
      return true;
    } catch (error) {
      log(`delivering event ${event.id} (${event.topic}) failed: ${String(error)}`);
      await outbox.markFailed(db.pool, event.id, String(error)).catch(() => undefined);
      return false;
    }
  }

  /** One pass over undelivered events, oldest first; events that failed before only when `retries` (the sweep). */
  async function pass(retries: boolean): Promise<void> {
    for (let afterId = 0; ;) {
      const events = await outbox.undeliveredEvents(db.pool, afterId, pageSize, retries);
      if (events.length === 0) return;
      const skipped = await unwanted(events);
      const delivered: number[] = [];
      for (const event of events) if (await deliverEvent(event, skipped)) delivered.push(event.id);
      // Marked together, once the page's handlers are done: a crash before leaves them to be delivered again.
      await outbox.markDelivered(db.pool, delivered);
      const last = events.at(-1);
      if (!last || events.length < pageSize) return;
      afterId = last.id;
    }
  }

  /** Passes run one at a time; calls made while one runs share the next, which sees every event committed before them. */
  function deliver(retries = false): Promise<void> {
    if (queued) {
      queued.retries ||= retries;
      return queued.promise;
    }
    const next: { retries: boolean; promise: Promise<void> } = { retries, promise: Promise.resolve() };
    next.promise = tail
      .then(() => {
        queued = null;
        return pass(next.retries);
      })
      .catch((error: unknown) => log(`delivering events failed: ${String(error)}`));
    queued = next;
    tail = next.promise;
    return next.promise;
  }

  function afterCommitOf(tx: Queryable): void {
    if ('afterCommit' in tx) (tx as Tx).afterCommit(() => deliver());
  }

  const publisher: EventPublisher = {
    async publish(tx, topic, payload) {
      await outbox.insertEvents(tx, [{ topic, payload }]);
      afterCommitOf(tx);
    },
    async publishAll(tx, events) {
      await outbox.insertEvents(tx, events);
      if (events.length > 0) afterCommitOf(tx);
    },
    deliver: () => deliver(),
    async membersWanted(reader, topic, memberIds) {
      const list = handlers.get(topic) ?? [];
      if (list.some((handler) => !handler.wants)) return new Set(memberIds);
      const wanted = new Set<number>();
      for (const { wants } of list) for (const memberId of await wants!(reader, memberIds)) wanted.add(memberId);
      return wanted;
    },
  };
  const subscriber: EventSubscriber = {
    on(topic, name, handle, wants) {
      const list = handlers.get(topic) ?? [];
      if (list.some((known) => known.name === name)) throw new Error(`two handlers named ${name} on ${topic}`);
      list.push({
        name,
        handle: handle as EventHandler<EventTopic>,
        ...(wants ? { wants } : {}),
      });
      handlers.set(topic, list);
    },
  };

  return {
    publisher,
    subscriber,
    /** Delivers every undelivered event now, failed ones included; resolves when done. */
    deliverAll: () => deliver(true),
    /**
     * The sweep, on the market leader only (`isLeader`): at once, then every `intervalMs`, delivers
     * whatever is undelivered and forgets events delivered more than a day ago.
     */
    sweep(isLeader: () => boolean, intervalMs = 1_000): () => Promise<void> {
      let running: Promise<void> | null = null;
      let sweeps = 0;
      const tick = () => {
        if (running || !isLeader()) return;
        const prune = sweeps++ % 3_600 === 0;
        running = deliver(true)
          .then(() => (prune ? outbox.pruneDelivered(db.pool, new Date(Date.now() - 86_400_000)) : undefined))
          .catch((error: unknown) => log(`outbox sweep failed: ${String(error)}`))
          .finally(() => {
            running = null;
          });
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
