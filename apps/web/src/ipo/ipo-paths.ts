/** The IPO screens' addresses, built in one place so links and the router agree. */
import type { IpoTab } from './ipo-figures';

export const ipoPaths = {
  list: (tab?: IpoTab) => (tab ? `/market/subscribe?tab=${tab}` : '/market/subscribe'),
  detail: (id: number) => `/market/subscribeDetail?id=${id}`,
  records: '/market/subscribeRecord',
} as const;
