/**
 * Mounts the endpoints of a contract table on Fastify. Every call is a POST whose body is
 * parsed with the endpoint's request schema and whose data is checked against its reply
 * schema, so a reply can never carry a field the contract does not name.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint, ParsedRequestOf, ReplyOf } from '@kabuto/contracts';
import { isRejection, type Rejection } from '@kabuto/domain';
import type { Language } from '@kabuto/i18n';
import { requestLanguage } from './language';
import { sendData, sendFailure } from './replies';
import { fieldErrors } from './validation';

export interface CallContext<Body, Principal> {
  body: Body;
  principal: Principal;
  request: FastifyRequest;
  language: Language;
}

/** Finds who is calling; a rejection (not signed in, session ended, wrong role) ends the call. */
export type Authenticate<Principal> = (request: FastifyRequest, endpoint: Endpoint) => Promise<Principal | Rejection>;

export interface RouteOptions {
  /** Requests per client address per minute. */
  rateLimitPerMinute?: number;
}

export interface Router<Principal> {
  add<E extends Endpoint>(
    endpoint: E,
    handler: (
      context: CallContext<ParsedRequestOf<E>, E['access'] extends 'public' ? null : Principal>,
    ) => Promise<ReplyOf<E> | Rejection>,
    options?: RouteOptions,
  ): void;
}

export function createRouter<Principal>(
  app: FastifyInstance,
  prefix: string,
  authenticate: Authenticate<Principal>,
): Router<Principal> {
  return {
    add(endpoint, handler, options = {}) {
      app.post(
        prefix + endpoint.path,
        options.rateLimitPerMinute ? { config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } } } : {},
        async (request, reply) => {
          let principal: Principal | null = null;
          if (endpoint.access !== 'public') {
            const found = await authenticate(request, endpoint);
            if (isRejection(found)) return sendFailure(reply, found.rejected, found.params, found.fields);
            principal = found;
          }
          const parsed = endpoint.request.safeParse(request.body ?? {});
          if (!parsed.success) return sendFailure(reply, 'invalid_input', undefined, fieldErrors(parsed.error));
          const context = { body: parsed.data, principal, request, language: requestLanguage(request) };
          const outcome = await handler(context as Parameters<typeof handler>[0]);
          if (isRejection(outcome)) return sendFailure(reply, outcome.rejected, outcome.params, outcome.fields);
          return sendData(reply, endpoint.reply.parse(outcome));
        },
      );
    },
  };
}
