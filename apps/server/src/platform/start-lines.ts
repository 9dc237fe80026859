/**
 * The few lines `npm start` prints once the server listens: where the database is, what the start
 * did, where the apps are, how to sign in and how to stop. A newcomer reads these, not JSON logs.
 */

export type DatabaseFact = { kind: 'embedded'; port: number; directory: string } | { kind: 'external'; url: string };

/** Where the first owner's password can be found, as far as this start knows. */
export type OwnerPasswordFact = { kind: 'file'; path: string } | { kind: 'environment' } | { kind: 'unknown' };

export interface StartFacts {
  database: DatabaseFact;
  migrationsApplied: number;
  /** Null without DEMO=1; true when this start created the demo data, false when it was already there. */
  demoSeeded: boolean | null;
  demoLogin: { account: string; password: string; inviteCode: string };
  host: string;
  /** The host was not set and DEMO=1 chose loopback only. */
  hostDefaultedToLoopback: boolean;
  port: number;
  owner: { username: string; password: OwnerPasswordFact };
}

/** A database URL as it may be printed: the password replaced by `***`. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/**
 * The address a browser on this machine uses for a listening host (`0.0.0.0` is not one). This
 * machine's own addresses are named `localhost`: browsers refuse passkeys at an IP address.
 */
export function browserUrl(host: string, port: number, path = '/'): string {
  const thisMachine = ['0.0.0.0', '::', '', '::1'].includes(host) || /^127\./.test(host);
  const name = thisMachine ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}${path}`;
}

function databaseLine(database: DatabaseFact): string {
  return database.kind === 'embedded'
    ? `Database   embedded PostgreSQL started on 127.0.0.1:${database.port}, data in ${database.directory}`
    : `Database   connected to ${withoutPassword(database.url)}`;
}

function migrationsLine(applied: number): string {
  if (applied === 0) return 'Migrations none to apply, the schema is up to date';
  return `Migrations ${applied} applied`;
}

function listenLine(facts: StartFacts): string {
  if (facts.hostDefaultedToLoopback) {
    return `Listening  on ${facts.host}:${facts.port} only (DEMO=1 without HOST; set HOST=0.0.0.0 to open it to the network)`;
  }
  const anyAddress = facts.host === '0.0.0.0' || facts.host === '::';
  return `Listening  on ${facts.host}:${facts.port}${anyAddress ? ' (every network interface)' : ''}`;
}

function ownerLine(owner: StartFacts['owner']): string {
  const where =
    owner.password.kind === 'file'
      ? `first password in ${owner.password.path}`
      : owner.password.kind === 'environment'
        ? 'password from ADMIN_PASSWORD'
        : "the owner's current password";
  return `  back-office owner  ${owner.username} (${where})`;
}

/** The lines, in the order a newcomer needs them; each starts with two spaces to stand apart from logs. */
export function startLines(facts: StartFacts): string[] {
  const lines = ['', 'Kabuto is running.', databaseLine(facts.database), migrationsLine(facts.migrationsApplied)];
  if (facts.demoSeeded !== null) {
    lines.push(
      facts.demoSeeded
        ? 'Demo data  seeded: a verified member with ¥1,000,000 deposited through the ledger'
        : 'Demo data  already in place',
    );
  }
  lines.push(
    listenLine(facts),
    '',
    `Member app   ${browserUrl(facts.host, facts.port)}`,
    `Back office  ${browserUrl(facts.host, facts.port, '/admin/')}`,
    'Passkeys     work only at a name (localhost here, your domain in production), never at an IP address',
    '',
    'Sign in with',
  );
  if (facts.demoSeeded !== null) {
    const { account, password, inviteCode } = facts.demoLogin;
    lines.push(`  demo member        ${account} / ${password} (invite code ${inviteCode} for new accounts)`);
  }
  lines.push(ownerLine(facts.owner), '', 'Press Ctrl+C to stop.', '');
  return lines.map((line) => (line === '' ? line : `  ${line}`));
}
