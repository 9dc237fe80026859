/**
 * Mounts the endpoints of a contract table on Fastify. Every call is a POST whose body is
 * parsed with the endpoint's request schema and whose data is checked against its reply
 * schema, so a reply can never carry a field the contract does not name.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint, ParsedRequestOf, ReplyOf } from '@kabuto/contracts';
import { isRejection, type Rejection } from '@kabuto/domain';
import type { Language } from '@kabuto/i18n';
import { savepoint, type Database } from '../db/database';
import { ownTransaction, withinTransaction, type TransactionScope } from '../platform/transaction';
import {
  claimKey,
  idempotencyKeyPattern,
  keyAnswered,
  requestHash,
  storeReply,
  StoredReplay,
  type KeyClaim,
  type KeyedCall,
  type StoredReply,
} from '../platform/idempotency';
import { requestLanguage } from './language';
import { dataReply, failureReply, send } from './replies';
import { fieldErrors } from './validation';

export interface CallContext<Body, Principal> {
  body: Body;
  principal: Principal;
  request: FastifyRequest;
  language: Language;
  /** The call's idempotency key, for a handler that claims it itself (`idempotent: 'by-handler'`); null otherwise. */
  keyed: KeyedCall | null;
}

/** Finds who is calling; a rejection (not signed in, session ended, wrong role) ends the call. */
export type Authenticate<Principal> = (request: FastifyRequest, endpoint: Endpoint) => Promise<Principal | Rejection>;

export interface RouteOptions {
  /** Requests per client address per minute. */
  rateLimitPerMinute?: number;
  /**
   * With `'by-handler'`, the call moves money and an `Idempotency-Key` header is passed to a
   * handler that commits the work of several calls together (the order desk), which claims the
   * key and stores the reply in that work's transaction. Other money calls use `addMoneyCall`.
   */
  idempotent?: 'by-handler';
}

export interface RouterSetup<Principal> {
  app: FastifyInstance;
  prefix: string;
  db: Database;
  authenticate: Authenticate<Principal>;
  /** Whose idempotency keys these are: keys of different callers never collide. */
  keyScope: (principal: Principal) => string;
}

type Handler<E extends Endpoint, Principal> = (
  context: CallContext<ParsedRequestOf<E>, E['access'] extends 'public' ? null : Principal>,
) => Promise<ReplyOf<E> | Rejection | StoredReplay>;

/**
 * A money call's handler: it does its work in `scope`, which the router chooses for the call, and
 * gets what its `before` step checked.
 */
type MoneyHandler<E extends Endpoint, Principal, Checked> = (
  context: CallContext<ParsedRequestOf<E>, Principal> & { scope: TransactionScope; checked: Checked },
) => Promise<ReplyOf<E> | Rejection>;

/** The `before` of a money call that checks nothing. */
const nothingToCheck = async () => undefined;

/** Keys are never deleted: one found answered before the transaction is found in it. */
const keyVanished = (): never => {
  throw new Error('idempotency key vanished');
};

/**
 * Checks a money call makes before any transaction is open, for work that must commit on its own
 * whatever the call's outcome (a typed password's guess is counted even when the call is then
 * refused): it may use the pool freely. Its refusal is the call's reply, stored with the key like
 * any other; it is skipped for a key already answered, which replays.
 */
export type BeforeTransaction<E extends Endpoint, Principal, Checked> = (
  context: CallContext<ParsedRequestOf<E>, Principal>,
) => Promise<Checked | Rejection>;

export interface Router<Principal> {
  add<E extends Endpoint>(endpoint: E, handler: Handler<E, Principal>, options?: RouteOptions): void;
  /**
   * A call that moves money. Without an `Idempotency-Key` header the handler gets a scope of its
   * own (`ownTransaction`). With one, the router claims the key in a transaction, runs the handler
   * inside it under an explicit savepoint (`withinTransaction`; a refusal, even one Postgres
   * raised, undoes only the handler's writes), and stores the reply, data or refusal, with the
   * key in that transaction: the work and its reply commit together, and a retry replays it.
   */
  addMoneyCall<E extends Endpoint>(endpoint: E, handler: MoneyHandler<E, Principal, undefined>): void;
  /** A money call that checks something first, outside any transaction (`BeforeTransaction`). */
  addCheckedMoneyCall<E extends Endpoint, Checked>(
    endpoint: E,
    before: BeforeTransaction<E, Principal, Checked>,
    handler: MoneyHandler<E, Principal, Checked>,
  ): void;
}

export function createRouter<Principal>(setup: RouterSetup<Principal>): Router<Principal> {
  const { app, prefix, db } = setup;
  return {
    add(endpoint, handler, options = {}) {
      const path = prefix + endpoint.path;
      const rateLimit = options.rateLimitPerMinute
        ? { config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } } }
        : {};
      app.post(path, rateLimit, async (request, reply) => {
        let principal: Principal | null = null;
        if (endpoint.access !== 'public') {
          const found = await setup.authenticate(request, endpoint);
          if (isRejection(found)) return send(reply, failureReply(found.rejected, found.params, found.fields));
          principal = found;
        }
        const replyOf = (outcome: unknown): StoredReply =>
          isRejection(outcome)
            ? failureReply(outcome.rejected, outcome.params, outcome.fields)
            : dataReply(endpoint.reply.parse(outcome));
        const run = async (keyed: KeyedCall | null = null): Promise<StoredReply> => {
          const parsed = endpoint.request.safeParse(request.body ?? {});
          if (!parsed.success) return failureReply('invalid_input', undefined, fieldErrors(parsed.error));
          const context = { body: parsed.data, principal, request, language: requestLanguage(request), keyed };
          const outcome = await handler(context as Parameters<typeof handler>[0]);
          return outcome instanceof StoredReplay ? outcome.reply : replyOf(outcome);
        };
        const key = request.headers['idempotency-key'];
        if (options.idempotent !== 'by-handler' || key === undefined || principal === null) return send(reply, await run());
        const claim = claimOf(request, principal, path);
        if ('statusCode' in claim) return send(reply, claim);
        return send(reply, await run({ claim, replyOf }));
      });
    },

    addMoneyCall(endpoint, handler) {
      this.addCheckedMoneyCall(endpoint, nothingToCheck, handler);
    },

    addCheckedMoneyCall<E extends Endpoint, Checked>(
      endpoint: E,
      before: BeforeTransaction<E, Principal, Checked>,
      handler: MoneyHandler<E, Principal, Checked>,
    ) {
      const path = prefix + endpoint.path;
      app.post(path, async (request, reply) => {
        const principal = await setup.authenticate(request, endpoint);
        if (isRejection(principal)) return send(reply, failureReply(principal.rejected, principal.params, principal.fields));
        const parsed = endpoint.request.safeParse(request.body ?? {});
        const context = { body: parsed.data, principal, request, language: requestLanguage(request), keyed: null };
        const check = () => before(context as Parameters<typeof before>[0]);
        const handle = async (scope: TransactionScope, checked: Checked | Rejection) =>
          isRejection(checked) ? checked : handler({ ...context, scope, checked } as Parameters<typeof handler>[0]);
        const replyOf = (outcome: unknown): StoredReply =>
          isRejection(outcome)
            ? failureReply(outcome.rejected, outcome.params, outcome.fields)
            : dataReply(endpoint.reply.parse(outcome));
        if (request.headers['idempotency-key'] === undefined) {
          if (!parsed.success) return send(reply, failureReply('invalid_input', undefined, fieldErrors(parsed.error)));
          return send(reply, replyOf(await handle(ownTransaction(db), await check())));
        }
        const claim = claimOf(request, principal, path);
        if ('statusCode' in claim) return send(reply, claim);
        // Checked before the key's transaction opens; a key answered already replays without it.
        const answered = before !== (nothingToCheck as unknown) && parsed.success && (await keyAnswered(db.pool, claim));
        const checked = parsed.success && !answered ? { value: await check() } : null;
        const stored = await db.transaction(async (tx) => {
          const earlier = await claimKey(tx, claim);
          if (earlier && 'mismatch' in earlier) return failureReply('idempotency_key_reused');
          if (earlier) return earlier.replay;
          const fresh = parsed.success
            ? replyOf(await savepoint(tx, (step) => handle(withinTransaction(step), checked ? checked.value : keyVanished())))
            : failureReply('invalid_input', undefined, fieldErrors(parsed.error));
          await storeReply(tx, claim, fresh);
          return fresh;
        });
        return send(reply, stored);
      });
    },
  };

  /** The caller's key with the hash of its request, or the reply refusing a malformed key. */
  function claimOf(request: FastifyRequest, principal: Principal, path: string): KeyClaim | StoredReply {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !idempotencyKeyPattern.test(key)) {
      return failureReply('invalid_input', undefined, { 'Idempotency-Key': 'invalid_format' });
    }
    return { scope: setup.keyScope(principal), key, hash: requestHash(path, request.body) };
  }
}
