/**
 * The wire under the API client: one POST with a time-out, and a loose reading of the reply's
 * envelope (loose, so a code or field this build does not know yet still reaches the member).
 */
import { isFieldCode, type FieldCode } from '@kabuto/contracts';

/** Failures the client finds itself, before or instead of a server reply. */
/** No reply (`network`, `timeout`), or not sent: a money call while the device is offline (`offline`). */
export type ClientErrorCode = 'network' | 'timeout' | 'offline' | 'passkey_host';

/** What came back: an HTTP status with the parsed body (null if it was not JSON), or no reply. */
export type RawReply = { status: number; payload: unknown } | ClientErrorCode;

/** The envelope's failure half, read loosely: a code this build does not know still shows its text. */
export interface FailureEnvelope {
  code: string;
  msg: string;
  params: Record<string, string | number>;
  fields: Partial<Record<string, FieldCode>>;
}

export async function postJson(
  fetchReply: typeof fetch,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<RawReply> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchReply(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
    // Reading the body stays inside the time-out: a stalled body is as bad as a stalled reply.
    const payload: unknown = await response.json().catch(() => null);
    return { status: response.status, payload };
  } catch {
    return controller.signal.aborted ? 'timeout' : 'network';
  } finally {
    clearTimeout(timer);
  }
}

/** A GET of a stored file: the bytes on success, else the failure envelope like any call. */
export async function getBlob(
  fetchReply: typeof fetch,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; payload: unknown; blob: Blob | null } | ClientErrorCode> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchReply(url, { method: 'GET', headers, signal: controller.signal });
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    if (response.ok && !isJson) return { status: response.status, payload: null, blob: await response.blob() };
    const payload: unknown = await response.json().catch(() => null);
    return { status: response.status, payload, blob: null };
  } catch {
    return controller.signal.aborted ? 'timeout' : 'network';
  } finally {
    clearTimeout(timer);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function successData(payload: unknown): { found: true; value: unknown } | { found: false } {
  return isRecord(payload) && payload.status === 1 ? { found: true, value: payload.data } : { found: false };
}

export function failureEnvelope(payload: unknown): FailureEnvelope | null {
  if (!isRecord(payload) || payload.status !== 0 || typeof payload.code !== 'string') return null;
  const params: Record<string, string | number> = {};
  if (isRecord(payload.params)) {
    for (const [name, value] of Object.entries(payload.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  const fields: Partial<Record<string, FieldCode>> = {};
  if (isRecord(payload.fields)) {
    for (const [name, value] of Object.entries(payload.fields)) {
      // A field code this build cannot translate still marks the field as wrong.
      fields[name] = typeof value === 'string' && isFieldCode(value) ? value : 'invalid_format';
    }
  }
  return { code: payload.code, msg: typeof payload.msg === 'string' ? payload.msg : payload.code, params, fields };
}
