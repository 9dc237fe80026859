/** Runs a call and says whether it is still running, for a button's loading state. */
import { useState } from 'react';

export function usePending<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
): { run: (...args: Args) => Promise<Result>; pending: boolean } {
  const [pending, setPending] = useState(false);
  async function run(...args: Args): Promise<Result> {
    setPending(true);
    try {
      return await action(...args);
    } finally {
      setPending(false);
    }
  }
  return { run, pending };
}
