/** A queue's view read from and written to the address (see queue-view.ts for why). */
import { useSearchParams } from 'react-router';
import { queueSearch, readQueueView, type QueueStatuses, type QueueView } from './queue-view';

export function useQueueView<S extends string>(statuses: QueueStatuses<S>): [QueueView<S>, (view: QueueView<S>) => void] {
  const [params, setParams] = useSearchParams();
  return [readQueueView(params, statuses), (view) => setParams(queueSearch(view))];
}
