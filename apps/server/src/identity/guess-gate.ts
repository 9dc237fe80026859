/**
 * Judges typed passwords against a lock so that parallel guesses never judge more than the lock
 * allows, on one API node or many. It serves every place a password is typed against a lock: the
 * fund password, the login password behind a session, member sign-in and staff sign-in.
 *
 * 1. Reserve: a short transaction of its own locks the count's row and takes a place for one
 *    guess if the wrong guesses counted plus those being judged are below the rule's maximum
 *    (`reserveGuess`). A lock refuses at once; a full count makes the guess wait for the others.
 * 2. Judge: the password is verified (argon2) outside any transaction, holding no connection.
 * 3. Answer: a second short transaction leaves the place, counting a wrong guess as a failure.
 *
 * It never runs inside another transaction, so it never takes a second pool connection while one
 * is held: a money call judges its password before its transaction opens (`addMoneyCall`'s
 * `before`). The counts are rows in PostgreSQL, so all nodes count together; each node also
 * queues its own guesses for one count in memory, so a waiting guess does not poll the database
 * unless another node holds the places.
 */
import {
  afterRightGuess,
  afterWrongGuess,
  lockMinutesLeft,
  reject,
  reserveGuess,
  type FailureLockRule,
  type GuessCount,
  type Rejection,
} from '@kabuto/domain';
import type { ErrorCode } from '@kabuto/contracts';
import type { Database, Queryable } from '../db/database';

/** One count of guesses: its row, locked and read in a transaction, and written back. */
export interface GuessCounter {
  /** Names the count among this node's queues (e.g. `fund:42`). */
  key: string;
  rule: FailureLockRule;
  /** The code a lock refuses with (`sign_in_locked`, `fund_password_locked`). */
  lockedCode: ErrorCode;
  /** Locks the count's row in `tx` and reads it; null when there is nothing to count against. */
  lock(tx: Queryable): Promise<GuessCount | null>;
  save(tx: Queryable, count: GuessCount): Promise<void>;
  /** Housekeeping after a wrong guess's count has committed (outside any transaction). */
  afterWrong?: () => Promise<void>;
}

/** What an attempt returns when the typed secret was wrong: counted, and answered `refusal` unless it locked. */
export class WrongGuess {
  constructor(readonly refusal: Rejection) {}
}

/** How long a guess may wait for a place before it is answered `too_many_requests`. */
const waitLimitMs = 20_000;

/**
 * Runs `attempt` (which verifies the typed secret) as one counted guess: its outcome when right,
 * the lock's refusal when locked before or by this guess, the attempt's refusal when wrong.
 */
export async function judgeGuess<T>(
  db: Database,
  counter: GuessCounter,
  now: Date,
  attempt: () => Promise<T | WrongGuess>,
): Promise<T | Rejection> {
  const deadline = Date.now() + waitLimitMs;
  const queue = queueOf(db, counter);
  if (!(await queue.enter(deadline))) return reject('too_many_requests');
  try {
    const reserved = await reserve(db, counter, now, deadline);
    if (reserved !== true) return reserved;
    let outcome: T | WrongGuess;
    try {
      outcome = await attempt();
    } catch (error) {
      // Nothing was judged: the place is left without counting.
      await answer(db, counter, (count) => afterRightGuess(count));
      throw error;
    }
    const wrong = outcome instanceof WrongGuess;
    const after = await answer(db, counter, (count) =>
      wrong ? afterWrongGuess(count, now, counter.rule) : afterRightGuess(count),
    );
    if (!(outcome instanceof WrongGuess)) return outcome;
    await counter.afterWrong?.();
    const minutes = after ? lockMinutesLeft(after, now) : 0;
    return minutes > 0 ? reject(counter.lockedCode, { minutes }) : outcome.refusal;
  } finally {
    queue.leave();
  }
}

/** Takes a place, waiting while other nodes hold them all; true, or the refusal. */
async function reserve(db: Database, counter: GuessCounter, now: Date, deadline: number): Promise<true | Rejection> {
  for (;;) {
    const reservation = await db.transaction(async (tx) => {
      const count = await counter.lock(tx);
      if (!count) return null;
      const outcome = reserveGuess(count, now, counter.rule);
      if (outcome.granted) await counter.save(tx, outcome.count);
      return outcome;
    });
    if (!reservation) return reject('not_found');
    if (reservation.granted) return true;
    if (reservation.lockedMinutes > 0) return reject(counter.lockedCode, { minutes: reservation.lockedMinutes });
    if (Date.now() + pollMs > deadline) return reject('too_many_requests');
    await sleep(pollMs / 2 + Math.random() * pollMs);
  }
}

const pollMs = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(db: Database, counter: GuessCounter, next: (count: GuessCount) => GuessCount) {
  return db.transaction(async (tx) => {
    const count = await counter.lock(tx);
    if (!count) return null;
    const after = next(count);
    await counter.save(tx, after);
    return after;
  });
}

interface Queue {
  enter(deadline: number): Promise<boolean>;
  leave(): void;
}

/** Each node's queues, per database (one per node, also when tests run two nodes in one process). */
const queues = new WeakMap<Database, Map<string, Queue>>();

/** This node's queue for a count: as many guesses in at once as the rule allows wrong ones. */
function queueOf(db: Database, counter: GuessCounter): Queue {
  const ofNode = queues.get(db) ?? new Map<string, Queue>();
  queues.set(db, ofNode);
  const existing = ofNode.get(counter.key);
  if (existing) return existing;
  let inside = 0;
  const waiting: { admit: () => void }[] = [];
  const queue: Queue = {
    enter(deadline) {
      if (inside < counter.rule.maxFailures) {
        inside += 1;
        return Promise.resolve(true);
      }
      return new Promise((resolve) => {
        const waiter = {
          admit: () => {
            clearTimeout(timer);
            resolve(true);
          },
        };
        const timer = setTimeout(
          () => {
            waiting.splice(waiting.indexOf(waiter), 1);
            resolve(false);
          },
          Math.max(deadline - Date.now(), 0),
        );
        waiting.push(waiter);
      });
    },
    leave() {
      const next = waiting.shift();
      // The place passes straight to the next in line; with nobody waiting the queue is dropped.
      if (next) return next.admit();
      inside -= 1;
      if (inside === 0) ofNode.delete(counter.key);
    },
  };
  ofNode.set(counter.key, queue);
  return queue;
}
