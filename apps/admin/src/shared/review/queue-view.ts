/**
 * What a review queue shows, kept in the address so a filtered queue can be bookmarked or sent
 * to a colleague: the status (pending unless asked otherwise, since pending is the work), the
 * account keyword and the page.
 */
export const allStatuses = 'all';

/** Every queue opens on its pending items; the other statuses are the decided ones. */
export type QueueStatuses<S extends string> = readonly ['pending', ...S[]];

export interface QueueView<S extends string> {
  status: 'pending' | S | typeof allStatuses;
  keyword: string;
  page: number;
}

export function readQueueView<S extends string>(params: URLSearchParams, statuses: QueueStatuses<S>): QueueView<S> {
  const asked = params.get('status');
  const known = statuses.find((status) => status === asked);
  return {
    status: asked === allStatuses ? allStatuses : (known ?? 'pending'),
    keyword: (params.get('keyword') ?? '').trim(),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The address of a view; defaults are left out so the plain section link is the pending queue. */
export function queueSearch<S extends string>(view: QueueView<S>): URLSearchParams {
  const search = new URLSearchParams();
  if (view.status !== 'pending') search.set('status', view.status);
  if (view.keyword) search.set('keyword', view.keyword);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** The list call's body: "all" is no status filter, and a blank keyword is none. */
export function queueRequest<S extends string>(view: QueueView<S>, size: number) {
  return {
    status: view.status === allStatuses ? undefined : view.status,
    keyword: view.keyword || undefined,
    page: view.page,
    size,
  };
}
