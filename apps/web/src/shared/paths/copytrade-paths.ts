/** The copy-trading screens' addresses (the original app's `/gdindex/…`), built in one place. */

export const copytradePaths = {
  strategies: '/gdindex/gdindex',
  copies: '/gdindex/gdList',
  mentor: '/gdindex/mentor',
} as const;

/** One strategy's detail and follow sheet. */
export function strategyPath(strategyId: number): string {
  return `/gdindex/strategy/${strategyId}`;
}
