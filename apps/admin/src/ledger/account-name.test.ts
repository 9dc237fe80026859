import { describe, expect, it } from 'vitest';
import { accountName } from './account-name';

describe('accountName', () => {
  it.each([
    { key: 'member:JPY:available:12', name: 'member 12 · available' },
    { key: 'member:USD:frozen:7', name: 'member 7 · frozen' },
    { key: 'house:JPY:bank', name: 'house · bank' },
    { key: 'something:else', name: 'something:else' },
  ])('names $key as $name', ({ key, name }) => {
    expect(accountName(key)).toBe(name);
  });
});
