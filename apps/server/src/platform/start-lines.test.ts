import { describe, expect, it } from 'vitest';
import { browserUrl, startLines, withoutPassword, type StartFacts } from './start-lines';

const demoStart: StartFacts = {
  database: { kind: 'embedded', port: 54_321, directory: '/srv/kabuto/.data/postgres' },
  migrationsApplied: 17,
  demoSeeded: true,
  demoLogin: { account: '0900000001', password: 'demo1234', inviteCode: 'KABUTO' },
  host: '127.0.0.1',
  hostDefaultedToLoopback: true,
  port: 8080,
  owner: { username: 'admin', password: { kind: 'file', path: '/srv/kabuto/.data/first-owner-password.txt' } },
};

describe('start lines', () => {
  it('tell a newcomer the database, the migrations, the demo data, both URLs, the logins and how to stop', () => {
    const text = startLines(demoStart).join('\n');
    expect(text).toContain('embedded PostgreSQL started on 127.0.0.1:54321, data in /srv/kabuto/.data/postgres');
    expect(text).toContain('Migrations 17 applied');
    expect(text).toContain('Demo data  seeded');
    // Listening on 127.0.0.1, the apps are named localhost: a browser refuses passkeys at an IP address.
    expect(text).toContain('Member app   http://localhost:8080/');
    expect(text).toContain('Back office  http://localhost:8080/admin/');
    expect(text).toContain('Passkeys     work only at a name');
    expect(text).toContain('0900000001 / demo1234');
    expect(text).toContain('admin (first password in /srv/kabuto/.data/first-owner-password.txt)');
    expect(text).toContain('Press Ctrl+C to stop.');
  });

  it('say the demo listens on loopback only and how to open it', () => {
    const text = startLines(demoStart).join('\n');
    expect(text).toContain('on 127.0.0.1:8080 only (DEMO=1 without HOST; set HOST=0.0.0.0 to open it to the network)');
  });

  it('name a connected database without its password and leave out the demo member when there is no demo', () => {
    const text = startLines({
      ...demoStart,
      database: { kind: 'external', url: 'postgres://kabuto:s3cret@db.internal:5432/kabuto' },
      migrationsApplied: 0,
      demoSeeded: null,
      host: '0.0.0.0',
      hostDefaultedToLoopback: false,
      owner: { username: 'root', password: { kind: 'environment' } },
    }).join('\n');
    expect(text).toContain('connected to postgres://kabuto:***@db.internal:5432/kabuto');
    expect(text).not.toContain('s3cret');
    expect(text).toContain('none to apply');
    expect(text).not.toContain('Demo data');
    expect(text).not.toContain('demo1234');
    expect(text).toContain('on 0.0.0.0:8080 (every network interface)');
    expect(text).toContain('Member app   http://localhost:8080/');
    expect(text).toContain('root (password from ADMIN_PASSWORD)');
  });

  it('say the demo data was already there on a second start', () => {
    expect(startLines({ ...demoStart, demoSeeded: false }).join('\n')).toContain('Demo data  already in place');
  });

  it('give browsers an address they can open for any listening host', () => {
    expect(browserUrl('::', 80)).toBe('http://localhost:80/');
    expect(browserUrl('::1', 8080, '/admin/')).toBe('http://localhost:8080/admin/');
    expect(browserUrl('127.0.0.1', 8080)).toBe('http://localhost:8080/');
    expect(browserUrl('fd00::5', 8080)).toBe('http://[fd00::5]:8080/');
    expect(browserUrl('192.168.1.20', 8080)).toBe('http://192.168.1.20:8080/');
  });

  it('never print a database password, even an unparseable URL', () => {
    expect(withoutPassword('postgres://u:p%40ss@h/db')).toBe('postgres://u:***@h/db');
    expect(withoutPassword('postgres://h/db')).toBe('postgres://h/db');
    expect(withoutPassword('not a url :pw@')).not.toContain('pw');
  });
});
