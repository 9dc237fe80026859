/**
 * The funds part of the demo data (`DEMO=1`): a yen deposit channel, and one deposit recorded as
 * passed and posted through the ledger like any deposit, so the books balance and the member's
 * records show where the money came from.
 */
import { depositEntry, money } from '@kabuto/domain';
import type { Tx } from '../db/database';
import { post } from '../ledger/ledger.service';
import { saveChannel } from './channels.repository';
import { depositOrderNo, insertPassedDeposit } from './fund-orders.repository';

export async function seedDemoFunds(tx: Tx, memberId: number, yen: bigint, now: Date): Promise<number> {
  const channelId = await saveChannel(tx, {
    name: 'Bank transfer (JPY)',
    currency: 'JPY',
    min: 10_000n,
    max: 10_000_000n,
    payee: {
      // A Japanese bank's account as the member's bank asks for it: its names in Japanese, the
      // holder in the katakana a transfer is checked against. Data, shown as stored in every language.
      bankName: 'みずほ銀行',
      branchName: '兜町支店',
      accountNumber: '1234567',
      accountName: 'カブトシヨウケン（カ）アズカリキン',
    },
    active: true,
  });
  if (channelId === null) throw new Error('demo seed inserted no channel');
  await seedDemoDeposit(tx, { memberId, channelId, yen, reference: 'KBDEMOSEED', now });
  return channelId;
}

/** A demo deposit recorded as passed and posted through the ledger, under its own transfer reference. */
export async function seedDemoDeposit(
  tx: Tx,
  deposit: { memberId: number; channelId: number; yen: bigint; reference: string; now: Date },
): Promise<void> {
  const { memberId, channelId, reference, now } = deposit;
  const amount = money('JPY', deposit.yen);
  const depositId = await insertPassedDeposit(tx, { memberId, channelId, amount, reference, reason: 'demo_seed', now });
  const posted = await post(tx, depositEntry(String(memberId), amount), { reference: depositOrderNo(depositId), memberId, now });
  if (posted !== true) throw new Error('demo deposit was refused');
}
