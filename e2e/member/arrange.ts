/**
 * A member made ready through the member API, for journeys about something after verification:
 * verified and funded (each approved by staff), with a fund password and a bank card. The screens
 * that do these steps have their own journeys; this is the quick way past them.
 */
import { inject } from 'vitest';
import { password, pngPhoto, registerMember, review } from './steps';

export interface MemberSession {
  account: string;
  token: string;
}

/** A member call with the session's headers, answering its data; any failure fails the test. */
export async function memberCall<Data = unknown>(
  session: MemberSession,
  path: string,
  body: Record<string, unknown> = {},
): Promise<Data> {
  const response = await fetch(`${inject('baseUrl')}/api/vue${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: session.token, account: session.account },
    body: JSON.stringify(body),
  });
  return dataOf<Data>(path, response);
}

async function dataOf<Data>(path: string, response: Response): Promise<Data> {
  const reply = (await response.json()) as { status: number; data: Data; code?: string };
  if (reply.status !== 1) throw new Error(`${path} answered ${response.status} ${reply.code}`);
  return reply.data;
}

async function signInByApi(account: string): Promise<MemberSession> {
  const response = await fetch(`${inject('baseUrl')}/api/vue/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password, agree: true }),
  });
  const { token } = await dataOf<{ token: string }>('/user/login', response);
  return { account, token };
}

async function uploadPhoto(session: MemberSession, colour: readonly [number, number, number]): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngPhoto(320, 200, colour))], { type: 'image/png' }), 'id.png');
  const response = await fetch(`${inject('baseUrl')}/api/vue/user/upload`, {
    method: 'POST',
    headers: { token: session.token, account: session.account },
    body: form,
  });
  return (await dataOf<{ fileId: string }>('/user/upload', response)).fileId;
}

/**
 * Registers `account` and makes it ready to trade and withdraw: verified, `depositYen` credited,
 * the fund password set and one bank card added. Needs the funds hours open (`openFundsAllDay`).
 */
export async function arrangeReadyMember(
  account: string,
  {
    depositYen,
    fundPassword,
    // An account number is live on one member only (per bank and branch), so each gets its own by default.
    cardNumber = account.slice(-7),
  }: { depositYen: number; fundPassword: string; /** A 7-digit account number no other member has. */ cardNumber?: string },
): Promise<MemberSession> {
  await registerMember(account);
  const session = await signInByApi(account);
  const frontImage = await uploadPhoto(session, [0, 90, 160]);
  const backImage = await uploadPhoto(session, [160, 90, 0]);
  await memberCall(session, '/user/realName', { name: 'Sato Kenji', idNumber: 'JP-102030', frontImage, backImage });
  await review('/kyc', account, true);

  const [channel] = await memberCall<{ id: number; currency: string }[]>(session, '/funds/depositChannels');
  if (!channel) throw new Error('the demo data has no deposit channel');
  await memberCall(session, '/funds/deposit', { channelId: channel.id, amount: String(depositYen), currency: 'JPY' });
  await review('/deposits', account, true);

  await memberCall(session, '/user/setFundPassword', {
    loginPassword: password,
    fundPassword,
    confirmFundPassword: fundPassword,
  });
  await memberCall(session, '/user/addBankCard', {
    holderName: 'Sato Kenji',
    holderNameKana: 'サトウ ケンジ',
    cardNumber,
    accountType: 'futsu',
    bankName: 'みずほ銀行',
    branchName: '兜町支店',
    branchCode: '123',
  });
  return session;
}
