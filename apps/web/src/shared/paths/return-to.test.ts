import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, returnHere } from './return-to';

describe('where sign-in returns to', () => {
  it('is the screen the member came from, with its query', () => {
    expect(pathAfterSignIn(returnHere({ pathname: '/market/marketBuy', search: '?symbol=7203&direction=long' }))).toBe(
      '/market/marketBuy?symbol=7203&direction=long',
    );
  });

  it.each([
    { case: 'no state', state: null },
    { case: 'no path', state: {} },
    { case: 'not a string', state: { returnTo: 7 } },
    { case: 'another site', state: { returnTo: 'https://example.com/' } },
    { case: 'a protocol-relative address', state: { returnTo: '//example.com/' } },
    { case: 'the sign-in screen itself', state: { returnTo: '/login/login' } },
  ])('is home for $case', ({ state }) => {
    expect(pathAfterSignIn(state)).toBe('/home/index');
  });
});
