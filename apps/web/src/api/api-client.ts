/**
 * The one way the app talks to the server: POST JSON to `/api/vue/<path>`, parse the reply with the
 * endpoint's contract, and turn every failure into a translated message. Everything the client
 * touches outside itself (fetch, storage, translation, toasts, navigation) is passed in, so the
 * rules below can be tested without a browser.
 */
import type { z } from 'zod';
import type { Endpoint, ErrorCode, FieldCode } from '@kabuto/contracts';
import { failureEnvelope, getBlob, postJson, successData, type ClientErrorCode, type RawReply } from './reply';
import { postForm } from './upload';
import { clearSession, readSession } from './session';
import type { KeyValueStore } from './storage';

export type { ClientErrorCode } from './reply';

export interface CallFailure {
  /** The server's error code, or `network` / `timeout`. */
  code: string;
  /** The translated text shown to the member. */
  message: string;
  /** The HTTP status, 0 when no reply arrived. */
  status: number;
  /** Per-field codes of an `invalid_input` reply; empty otherwise. */
  fields: Partial<Record<string, FieldCode>>;
  /** The refusal's parameters, for a screen that words it itself (when the market opens again). */
  params?: Record<string, string | number>;
}

export type CallResult<Data> = { ok: true; data: Data } | { ok: false; failure: CallFailure };

export interface SendOptions {
  /** The caller shows field errors under its inputs, so a reply with `fields` raises no toast. */
  showsFieldErrors?: boolean;
  /** The caller shows the failure itself (a retry screen), so no toast at all. */
  silent?: boolean;
  /** Sent with the call's own headers, e.g. `Idempotency-Key` on a call that moves money. */
  headers?: Record<string, string>;
  /**
   * Sends the same request once more when no reply came (network down, time-out). Only for calls
   * whose repeat cannot act twice: those with an `Idempotency-Key`, which the server answers
   * with the first result.
   */
  retryWithoutReply?: boolean;
}

export interface UploadOptions {
  /** The share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Text fields sent before the file, in the same form. */
  fields?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Ends with a slash: `https://host/api/vue/`. */
  baseUrl: string;
  store: KeyValueStore;
  /** The app's language code, sent as the `lang` header. */
  language: () => string;
  /** The catalog text of an error code, or null when the catalogs have none. */
  translateError: (code: ErrorCode | ClientErrorCode, params: Record<string, string | number>) => string | null;
  isErrorCode: (code: string) => code is ErrorCode;
  notify: (message: string) => void;
  /** True while the device has no network: a call that moves money is then not sent, and says why. */
  isOffline?: () => boolean;
  /** Shows a failure its own way instead of the toast (a restriction, with a way to customer service); true when it did. */
  showsFailure?: (failure: CallFailure) => boolean;
  /** Called once the session-ended message has been seen, to move to the sign-in screen. */
  onSessionEnded: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  uploadTimeoutMs?: number;
  retryDelayMs?: number;
  sessionEndedDelayMs?: number;
}

export interface ApiClient {
  send<Request extends z.ZodType, Reply extends z.ZodType>(
    endpoint: Endpoint<Request, Reply>,
    body: z.input<Request>,
    options?: SendOptions,
  ): Promise<CallResult<z.output<Reply>>>;
  /** Sends a file as `multipart/form-data` in the field `file`, reporting progress as it goes. */
  upload<Reply extends z.ZodType>(
    endpoint: Endpoint<z.ZodType, Reply>,
    file: Blob,
    options?: UploadOptions & SendOptions,
  ): Promise<CallResult<z.output<Reply>>>;
  /**
   * True from a 401 until the member has seen why (`onSessionEnded`): a screen mounted meanwhile
   * (a lazy part arriving) keeps its place instead of cutting the message short.
   */
  sessionEnding(): boolean;
  /** A file the server keeps for the member (`GET <path>` with the session headers), as a blob. */
  download(path: string, options?: SendOptions): Promise<CallResult<Blob>>;
  /** The reply's data, or `false` after the failure has been shown. */
  call<Request extends z.ZodType, Reply extends z.ZodType>(
    endpoint: Endpoint<Request, Reply>,
    body: z.input<Request>,
  ): Promise<z.output<Reply> | false>;
}

export const apiTimeoutMs = 10_000;
export const sessionEndedDelayMs = 1_500;
/** Uploads of photos over a slow network need longer than a JSON call. */
export const uploadTimeoutMs = 120_000;
/** The pause before an automatic second try, so a network that just dropped can come back. */
export const retryDelayMs = 1_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchReply = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? apiTimeoutMs;
  let sessionEndPending = false;

  function headers(extra: Record<string, string> = {}): Record<string, string> {
    const session = readSession(options.store);
    return {
      ...extra,
      'content-type': 'application/json',
      lang: options.language(),
      ...(session ? { token: session.token, account: session.account } : {}),
    };
  }

  function translate(code: string, params: Record<string, string | number>): string | null {
    if (code === 'network' || code === 'timeout' || code === 'offline') return options.translateError(code, params);
    return options.isErrorCode(code) ? options.translateError(code, params) : null;
  }

  /** A failure with its message: the catalog's text when there is one, else what the server sent. */
  function describe(reply: RawReply): CallFailure {
    if (typeof reply === 'string') return { code: reply, status: 0, fields: {}, message: translate(reply, {}) ?? reply };
    const envelope = failureEnvelope(reply.payload);
    // A reply that is not the envelope, or data that breaks the contract, is a fault on our side.
    const code = envelope?.code ?? 'internal';
    const message = translate(code, envelope?.params ?? {}) ?? envelope?.msg ?? code;
    return { code, status: reply.status, fields: envelope?.fields ?? {}, params: envelope?.params ?? {}, message };
  }

  function endSession(message: string): void {
    clearSession(options.store);
    if (sessionEndPending) return;
    sessionEndPending = true;
    options.notify(message);
    // The member reads why before the screen changes.
    setTimeout(() => {
      sessionEndPending = false;
      options.onSessionEnded();
    }, options.sessionEndedDelayMs ?? sessionEndedDelayMs);
  }

  /** Shows a failure as the caller asked, or ends the session on a 401. */
  function fail<Data>(reply: RawReply, sendOptions: SendOptions): CallResult<Data> {
    const failure = describe(reply);
    if (failure.status === 401) {
      endSession(failure.message);
    } else {
      const fieldsShown = sendOptions.showsFieldErrors && Object.keys(failure.fields).length > 0;
      if (!sendOptions.silent && !fieldsShown && !options.showsFailure?.(failure)) options.notify(failure.message);
    }
    return { ok: false, failure };
  }

  function parse<Reply extends z.ZodType>(reply: RawReply, schema: Reply): CallResult<z.output<Reply>> | null {
    if (typeof reply === 'string' || reply.status < 200 || reply.status >= 300) return null;
    const data = successData(reply.payload);
    const parsed = data.found ? schema.safeParse(data.value) : null;
    return parsed?.success ? { ok: true, data: parsed.data } : null;
  }

  function url(path: string): string {
    return options.baseUrl + path.replace(/^\//, '');
  }

  const client: ApiClient = {
    async send(endpoint, body, sendOptions = {}) {
      // A money call is keyed; offline it could only fail after its time-out, so it is not sent.
      if (sendOptions.headers?.['Idempotency-Key'] && options.isOffline?.()) return fail('offline', sendOptions);
      const post = () => postJson(fetchReply, url(endpoint.path), headers(sendOptions.headers), body, timeoutMs);
      let reply = await post();
      if (typeof reply === 'string' && sendOptions.retryWithoutReply) {
        await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? retryDelayMs));
        reply = await post();
      }
      return parse(reply, endpoint.reply) ?? fail(reply, sendOptions);
    },
    async upload(endpoint, file, uploadOptions = {}) {
      const form = new FormData();
      for (const [name, value] of Object.entries(uploadOptions.fields ?? {})) form.append(name, value);
      form.append('file', file);
      const { 'content-type': _json, ...sessionHeaders } = headers(uploadOptions.headers);
      const reply = await postForm(url(endpoint.path), sessionHeaders, form, {
        timeoutMs: options.uploadTimeoutMs ?? uploadTimeoutMs,
        onProgress: uploadOptions.onProgress,
      });
      return parse(reply, endpoint.reply) ?? fail(reply, uploadOptions);
    },
    async download(path, sendOptions = {}) {
      const { 'content-type': _json, ...sessionHeaders } = headers(sendOptions.headers);
      const reply = await getBlob(fetchReply, url(path), sessionHeaders, timeoutMs);
      if (typeof reply !== 'string' && reply.blob) return { ok: true, data: reply.blob };
      return fail(reply, sendOptions);
    },
    async call(endpoint, body) {
      const result = await client.send(endpoint, body);
      return result.ok ? result.data : false;
    },
    sessionEnding: () => sessionEndPending,
  };
  return client;
}
