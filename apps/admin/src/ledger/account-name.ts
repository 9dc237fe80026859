/**
 * Ledger account keys (`member:JPY:available:12`, `house:JPY:bank`) in words. The key's layout
 * is the ledger's (see `accountKey` in @kabuto/domain); the currency is left out because every
 * screen shows it beside the amount.
 */
import { parseAccountKey } from '@kabuto/domain';

export function accountName(key: string): string {
  try {
    const account = parseAccountKey(key);
    if (account.kind === 'pocket') {
      const owner =
        account.owner === 'copy'
          ? `copy ${account.pocketId} of member ${account.memberId ?? ''}`
          : `strategy ${account.pocketId}`;
      return `${owner} · ${account.bucket}`;
    }
    return account.kind === 'member' ? `member ${account.memberId} · ${account.bucket}` : `house · ${account.name}`;
  } catch {
    // A key this screen does not know yet is still worth showing as it is.
    return key;
  }
}
