/** `090****0001`: enough to recognise one's own number on a screen others may see. */
export function maskAccount(account: string): string {
  return account.length >= 8 ? `${account.slice(0, 3)}****${account.slice(-4)}` : account;
}
