import { describe, expect, it } from 'vitest';
import { isHostRefusal, passkeyRefusedHost } from './passkey-host';

describe('passkeyRefusedHost', () => {
  it('names an IP address, where browsers refuse passkeys', () => {
    expect(passkeyRefusedHost('127.0.0.1')).toBe('127.0.0.1');
    expect(passkeyRefusedHost('192.168.10.20')).toBe('192.168.10.20');
    expect(passkeyRefusedHost('[::1]')).toBe('[::1]');
  });

  it('lets a name through: localhost and a domain work', () => {
    expect(passkeyRefusedHost('localhost')).toBeNull();
    expect(passkeyRefusedHost('kabuto.example.jp')).toBeNull();
    expect(passkeyRefusedHost('1password.example')).toBeNull();
  });
});

describe('isHostRefusal', () => {
  it('tells a refused address from a closed prompt', () => {
    const refused = new Error('This is an invalid domain.');
    refused.name = 'SecurityError';
    const closed = new Error('The operation either timed out or was not allowed.');
    closed.name = 'NotAllowedError';
    expect(isHostRefusal(refused)).toBe(true);
    expect(isHostRefusal(closed)).toBe(false);
    expect(isHostRefusal('nope')).toBe(false);
  });
});
