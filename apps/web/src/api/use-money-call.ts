/**
 * A call that moves money, as a screen uses it: `open(body)` when the confirmation opens makes the
 * intent's idempotency key, `run(body)` sends it with that key (kept across tries of the same
 * request, see `IntentKey`), and `pending` drives the button. The key lives as long as the
 * component that holds this hook, so a screen keeps it above a sheet that closes and reopens.
 */
import { useState } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '@kabuto/contracts';
import { useApi } from './api-context';
import type { CallFailure, CallResult, SendOptions } from './api-client';
import { IntentKey, moneyCallOptions } from './idempotency';
import { useOffline } from './use-offline';
import { usePending } from './use-pending';

export interface MoneyCall<Body, Data> {
  /** Makes (or keeps) the key of `body`; called when the member is shown what they confirm. */
  open(body: Body): void;
  run(body: Body): Promise<CallResult<Data>>;
  pending: boolean;
  /** The device is offline: the call would not be sent, so its button is disabled and says why. */
  offline: boolean;
}

/**
 * A last check before the call is sent (a passkey step-up): it returns the body to send, or the
 * failure that stops the call. The key belongs to the member's request, not to what the check adds
 * (a step-up token differs on every try), so a retry after a lost reply keeps its key.
 */
export type ConfirmStep<Body> = (body: Body) => Promise<{ ok: true; body: Body } | { ok: false; failure: CallFailure }>;

export function useMoneyCall<Request extends z.ZodType, Reply extends z.ZodType>(
  endpoint: Endpoint<Request, Reply>,
  options: SendOptions,
  afterCall: (result: CallResult<z.output<Reply>>) => void,
  confirm?: ConfirmStep<z.input<Request>>,
): MoneyCall<z.input<Request>, z.output<Reply>> {
  const { client } = useApi();
  const [intent] = useState(() => new IntentKey<z.input<Request>>());
  const offline = useOffline();
  const { run, pending } = usePending(async (body: z.input<Request>): Promise<CallResult<z.output<Reply>>> => {
    const key = intent.keyFor(body);
    // A try after a lost reply sends what the lost one sent (its step-up token too): the server
    // replays only an identical body, and the first step-up may already have been used by it.
    const resent = intent.sentFor(body);
    const confirmed =
      resent !== null ? { ok: true as const, body: resent } : confirm ? await confirm(body) : { ok: true as const, body };
    if (!confirmed.ok) return confirmed;
    const result = await client.send(endpoint, confirmed.body, moneyCallOptions(key, options));
    intent.settle(body, result, confirmed.body);
    afterCall(result);
    return result;
  });
  return { open: (body) => void intent.keyFor(body), run, pending, offline };
}
