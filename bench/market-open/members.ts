/**
 * The members of the market-open bench, made ready the way people become ready (registered,
 * verified, funded through the API: order-entry's `fundedMember`), then given what each of their
 * calls at the open acts on: a fund password and a bank card (withdraw), and for every fourth one
 * a position to close. Each member has a client address of their own, sent as X-Forwarded-For
 * (the server is told to trust the loopback proxy), as phones behind a load balancer would be.
 */
import { adminApi, memberApi } from '@kabuto/contracts';
import { adminCall, memberCall, type Session } from '../order-entry/api';
import { fundedMember, type BackOffice } from '../order-entry/members';

export interface Member extends Session {
  index: number;
  address: string;
  cardId: number;
  /** The position this member closes at the open (every fourth member), else null. */
  closeId: number | null;
}

export const fundPassword = '246810';

/** A client address of its own for member `index` (10.x.y.z), as the load balancer passes it on. */
export const addressOf = (index: number): string => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

export const closes = (index: number): boolean => index % 4 === 0;

/** Withdrawals at any hour, at once after a card is added: the bench runs whenever it is started. */
export async function openWithdrawals(baseUrl: string, ownerToken: string): Promise<void> {
  const settings = { withdrawDays: 'all', withdrawHours: '00:00-23:59', withdrawCardCooldownHours: '0' };
  for (const [name, value] of Object.entries(settings)) await adminCall(baseUrl, adminApi.configSet, { name, value }, ownerToken);
}

async function readyMember(
  baseUrl: string,
  index: number,
  depositYen: string,
  backOffice: BackOffice,
  symbol: string,
): Promise<Member> {
  const address = addressOf(index);
  const headers = { 'x-forwarded-for': address };
  const account = `06${String(index + 1).padStart(8, '0')}`;
  const session = await fundedMember(baseUrl, account, depositYen, backOffice, headers);
  await memberCall(
    baseUrl,
    memberApi.setFundPassword,
    { loginPassword: 'bench1234', fundPassword, confirmFundPassword: fundPassword },
    session,
    headers,
  );
  const card = await memberCall(
    baseUrl,
    memberApi.addBankCard,
    {
      holderName: 'Bench Taro',
      holderNameKana: 'ベンチ タロウ',
      cardNumber: String(1_000_000 + index),
      accountType: 'futsu',
      bankName: 'MUFG',
      branchName: 'Ginza',
      branchCode: '001',
    },
    session,
    headers,
  );
  let closeId: number | null = null;
  if (closes(index)) {
    const opened = await memberCall(
      baseUrl,
      memberApi.tradeOrder,
      { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' },
      session,
      { ...headers, 'Idempotency-Key': `bench-open-${account}` },
    );
    closeId = opened.positionId ?? null;
    if (closeId === null) throw new Error(`${account}'s opening order did not fill: ${JSON.stringify(opened)}`);
  }
  return { ...session, index, address, cardId: card.id, closeId };
}

/**
 * `count` ready members numbered from `first`, `parallel` at a time (registration hashes a password
 * with argon2id).
 */
export async function readyMembers(
  baseUrl: string,
  first: number,
  count: number,
  depositYen: string,
  backOffice: BackOffice,
  symbol: string,
  onProgress: (ready: number) => void,
  parallel = 6,
): Promise<Member[]> {
  const members: Member[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      members[index] = await readyMember(baseUrl, first + index, depositYen, backOffice, symbol);
      const ready = members.filter(Boolean).length;
      if (ready % 100 === 0) onProgress(ready);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return members;
}
