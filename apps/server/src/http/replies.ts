/** Turns outcomes into the envelope of API.md: data on success, a code and its English text on failure. */
import type { FastifyReply } from 'fastify';
import { errorStatus, type ErrorCode, type ErrorParams, type FieldCode } from '@kabuto/contracts';
import { englishError } from '@kabuto/i18n';

export function sendData(reply: FastifyReply, data: unknown): FastifyReply {
  return reply.code(200).send({ status: 1, msg: 'ok', data });
}

export function sendFailure(
  reply: FastifyReply,
  code: ErrorCode,
  params?: ErrorParams,
  fields?: Record<string, FieldCode>,
): FastifyReply {
  const body = {
    status: 0,
    msg: englishError(code, params),
    code,
    ...(params ? { params } : {}),
    ...(fields ? { fields } : {}),
  };
  return reply.code(errorStatus[code]).send(body);
}
