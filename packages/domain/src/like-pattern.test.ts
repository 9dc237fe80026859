import { describe, expect, it } from 'vitest';
import { escapeLikePattern, startsWithPattern } from './like-pattern';

describe('LIKE patterns from keywords', () => {
  it.each([
    { keyword: '0900', escaped: '0900' },
    { keyword: '09%', escaped: '09\\%' },
    { keyword: '0_0', escaped: '0\\_0' },
    { keyword: 'a\\b', escaped: 'a\\\\b' },
    { keyword: '%_\\', escaped: '\\%\\_\\\\' },
  ])('escapes $keyword as $escaped', ({ keyword, escaped }) => {
    expect(escapeLikePattern(keyword)).toBe(escaped);
  });

  it('makes a prefix pattern, or no filter for an empty keyword', () => {
    expect(startsWithPattern('09%')).toBe('09\\%%');
    expect(startsWithPattern('')).toBeNull();
    expect(startsWithPattern(undefined)).toBeNull();
  });
});
