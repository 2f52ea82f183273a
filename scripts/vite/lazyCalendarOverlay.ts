/**
 * Points react-big-calendar's `import { Overlay } from 'react-overlays'` (the month view's
 * "+N more" popup, with Popper's engine) at src/client/pages/calendar/grid/lazyOverlay.tsx, which
 * fetches it once the calendar has painted instead of in the calendar's first download (issue 8 §4).
 *
 * The build fails if the library imports anything else of react-overlays (an upgrade must look again).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { LIBRARY_FILE } from './stableDayColumns';

const EXPECTED_IMPORT = "import { Overlay } from 'react-overlays';";
const SHIM = path.resolve(import.meta.dirname, '../../src/client/pages/calendar/grid/lazyOverlay.tsx');

export function lazyCalendarOverlay(): Plugin {
  return {
    name: 'kura-lazy-calendar-overlay',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-overlays' && importer && LIBRARY_FILE.test(importer) ? SHIM : null;
    },
    transform(code, id) {
      if (!LIBRARY_FILE.test(id)) return null;
      const imports = code.match(/from ['"]react-overlays[^'"]*['"]/g) ?? [];
      if (imports.length !== 1 || !code.includes(EXPECTED_IMPORT)) {
        throw new Error(`${id}: react-overlays is not imported as scripts/vite/lazyCalendarOverlay.ts expects (react-big-calendar upgraded?)`);
      }
      return null;
    },
  };
}
