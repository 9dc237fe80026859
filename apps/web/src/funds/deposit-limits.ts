/** The range a deposit must fall in: the channel's own limits and, for yen, the settings' as well. */
import type { Currency, ReplyOf, fundsMemberApi } from '@kabuto/contracts';
import { narrowerLimits, widerLimits, type Limits } from './funds-rules';

export type DepositChannel = ReplyOf<typeof fundsMemberApi.depositChannels>[number];

/** Before a channel is chosen: what any of the currency's channels would take. */
export function depositLimitsFor(
  currency: Currency,
  channels: readonly DepositChannel[],
  settings: Readonly<Record<string, string>>,
): Limits {
  const fromChannels = channels
    .map((channel): Limits => ({ min: channel.min, max: channel.max }))
    .reduce<Limits | null>((range, channel) => (range ? widerLimits(range, channel) : channel), null);
  // The minimum and maximum in the settings are yen amounts; other currencies have only their channel's.
  const fromSettings = settings.minDeposit && settings.maxDeposit ? { min: settings.minDeposit, max: settings.maxDeposit } : null;
  if (currency === 'JPY' && fromSettings) return narrowerLimits(fromSettings, fromChannels);
  return fromChannels ?? { min: '0', max: '0' };
}
