/**
 * A screen's chunk is loaded through Vite's preload helper (`__vitePreload`), which first adds the
 * screen's style sheets and, as shipped, asks for the chunk only once they have loaded: one more
 * round trip before every screen, and before the chunk's own imports are even known. Patched, the
 * helper asks for the chunk at once, beside the style sheets, and still hands it over only once
 * they have settled, so no screen shows unstyled. Errors are reported as before, once the style
 * sheets have settled.
 *
 * The build fails if a Vite upgrade changes the helper so that the patch no longer applies.
 */
import type { Plugin } from 'vite';

export const preloadHelperId = '\0vite/preload-helper.js';

/** The helper's last step, as shipped: the chunk is asked for after the style sheets. */
const importAfterStyles = 'return baseModule().catch(handlePreloadError);';
const awaitStyles = 'return promise.then(';

/** The helper's code with the chunk asked for at once; throws when Vite's helper has changed. */
export function importBesideStyles(helperCode: string): string {
  if (!helperCode.includes(importAfterStyles) || !helperCode.includes(awaitStyles)) {
    throw new Error("Vite's preload helper changed: update apps/web/build/parallel-screen-imports.ts");
  }
  // The early promise's failure is handled below, once the style sheets have settled; the empty
  // handler only keeps the browser from reporting it as unhandled in between.
  const started = 'const screen = baseModule(); screen.catch(() => {}); ';
  return helperCode
    .replace(awaitStyles, started + awaitStyles)
    .replace(importAfterStyles, 'return screen.catch(handlePreloadError);');
}

export function parallelScreenImports(): Plugin {
  return {
    name: 'kabuto-parallel-screen-imports',
    apply: 'build',
    transform: {
      filter: { id: new RegExp(`^${preloadHelperId.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) },
      handler: (code) => importBesideStyles(code),
    },
  };
}
