import { describe, expect, it } from 'vitest';
import { queueRequest, queueSearch, readQueueView } from './queue-view';

const statuses = ['pending', 'passed', 'rejected'] as const;
const read = (search: string) => readQueueView(new URLSearchParams(search), statuses);

describe('readQueueView', () => {
  it('opens on the pending queue, first page, no keyword', () => {
    expect(read('')).toEqual({ status: 'pending', keyword: '', page: 1 });
  });

  it('reads a status, a keyword and a page from the address', () => {
    expect(read('status=rejected&keyword=%200811&page=3')).toEqual({ status: 'rejected', keyword: '0811', page: 3 });
    expect(read('status=all')).toMatchObject({ status: 'all' });
  });

  it('falls back to pending for a status this queue does not have, and to page 1 for nonsense', () => {
    expect(read('status=verified&page=-2')).toEqual({ status: 'pending', keyword: '', page: 1 });
    expect(read('page=abc')).toMatchObject({ page: 1 });
  });
});

describe('queueSearch', () => {
  it('leaves the defaults out of the address', () => {
    expect(queueSearch({ status: 'pending', keyword: '', page: 1 }).toString()).toBe('');
    expect(queueSearch({ status: 'all', keyword: '08', page: 2 }).toString()).toBe('status=all&keyword=08&page=2');
  });
});

describe('queueRequest', () => {
  it('sends no status for "all" and no blank keyword', () => {
    expect(queueRequest({ status: 'all', keyword: '', page: 1 }, 20)).toEqual({
      status: undefined,
      keyword: undefined,
      page: 1,
      size: 20,
    });
  });

  it('sends the chosen status and keyword', () => {
    expect(queueRequest({ status: 'passed', keyword: '0811', page: 2 }, 20)).toEqual({
      status: 'passed',
      keyword: '0811',
      page: 2,
      size: 20,
    });
  });
});
