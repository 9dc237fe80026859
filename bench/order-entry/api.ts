/** Calls of the member and back-office APIs, with bodies and replies checked by the contracts the apps use. */
import type { Endpoint, ReplyOf, RequestOf } from '@kabuto/contracts';

export interface Session {
  token: string;
  account: string;
}

interface Envelope {
  status?: number;
  msg?: string;
  code?: string;
  data?: unknown;
}

async function post<E extends Endpoint>(url: string, endpoint: E, body: RequestOf<E>, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope;
  if (!response.ok || envelope.status !== 1) {
    throw new Error(`${endpoint.path} answered ${response.status} ${envelope.code ?? ''}: ${envelope.msg ?? ''}`);
  }
  return endpoint.reply.parse(envelope.data) as ReplyOf<E>;
}

/** A member call (`/api/vue/…`), signed in when a session is given. */
export function memberCall<E extends Endpoint>(
  baseUrl: string,
  endpoint: E,
  body: RequestOf<E>,
  session?: Session,
  headers: Record<string, string> = {},
): Promise<ReplyOf<E>> {
  return post(`${baseUrl}/api/vue${endpoint.path}`, endpoint, body, { ...session, ...headers });
}

/** A back-office call (`/api/admin/…`) with a staff token. */
export function adminCall<E extends Endpoint>(
  baseUrl: string,
  endpoint: E,
  body: RequestOf<E>,
  token?: string,
): Promise<ReplyOf<E>> {
  return post(`${baseUrl}/api/admin${endpoint.path}`, endpoint, body, token ? { authorization: `Bearer ${token}` } : {});
}
