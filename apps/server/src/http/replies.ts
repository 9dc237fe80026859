/** Turns outcomes into the envelope of API.md: data on success, a code and its English text on failure. */
import type { FastifyReply } from 'fastify';
import { errorStatus, type ErrorCode, type ErrorParams, type FieldCode } from '@kabuto/contracts';
import { englishError } from '@kabuto/i18n';
import type { StoredReply } from '../platform/idempotency';

export function dataReply(data: unknown): StoredReply {
  return { statusCode: 200, body: { status: 1, msg: 'ok', data } };
}

export function failureReply(code: ErrorCode, params?: ErrorParams, fields?: Record<string, FieldCode>): StoredReply {
  return {
    statusCode: errorStatus[code],
    body: { status: 0, msg: englishError(code, params), code, ...(params ? { params } : {}), ...(fields ? { fields } : {}) },
  };
}

export function send(reply: FastifyReply, stored: StoredReply): FastifyReply {
  return reply.code(stored.statusCode).send(stored.body);
}

export function sendData(reply: FastifyReply, data: unknown): FastifyReply {
  return send(reply, dataReply(data));
}

export function sendFailure(
  reply: FastifyReply,
  code: ErrorCode,
  params?: ErrorParams,
  fields?: Record<string, FieldCode>,
): FastifyReply {
  return send(reply, failureReply(code, params, fields));
}
