import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { stableDayColumns } from './scripts/vite/stableDayColumns';
import { embedScript } from './scripts/vite/embedScript';
import { publicEntry } from './scripts/vite/publicEntry';
import { precompress } from './scripts/vite/precompress';
import { lazyCalendarOverlay } from './scripts/vite/lazyCalendarOverlay';

/** The chunk holding rjsf (the form engine): the one chunk allowed over 100 kB (scripts/bundleSize.mjs). */
const FORM_ENGINE_MODULE = /[\\/]node_modules[\\/]@rjsf[\\/]core[\\/]/;

/** Files of the signed-in app shell's static closure (index, FullApp, AdminApp in the manifest): loaded before any lazy page is imported. */
const ALWAYS_LOADED = /(^|\/)(react|mui|index|FullApp|AdminApp|RouterProviderContext|rolldown-runtime|query|useQuery|TakeUndoableMutationContext|isEqual|useEvent|reportError|useNavigate|useCreatePath|ResourceContext|isSymbol|recordIndex|Divider|MenuItem|MenuList|contains)-[\w-]+\.js$/;

/** The patients' pages: a second entry with its own small download (scripts/vite/publicEntry.ts). */
const publicPages = publicEntry();
const notPublic = (id: string) => !publicPages.publicOnly(id);

export default defineConfig({
  plugins: [react(), stableDayColumns(), lazyCalendarOverlay(), embedScript(), publicPages.plugin, precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // scripts/bundleSize.mjs reads what each page downloads from the manifest.
    manifest: true,
    // Every browser the app supports preloads modules natively: no polyfill in the first download.
    // The calendar's lazy parts (dialogs, panels, the palette, drag and drop: all after the grid) fetch their
    // imports when opened instead of listing them in the calendar's first download.
    // A lazy page's list leaves out the files every signed-in page has loaded before any lazy import
    // can run (React, MUI, the app shell): their names cost the first download ~3 kB for nothing.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)CalendarPage-[\w-]+\.js$/.test(hostId) ? [] : deps.filter((d) => !ALWAYS_LOADED.test(d))),
    },
    rolldownOptions: {
      input: ['index.html', 'public.html'],
      // dayjs' plugins only extend dayjs when passed to dayjs.extend: an import nobody calls
      // (react-big-calendar's dayjs localizer, which the calendar does not use) downloads nothing.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]dayjs[\\/]plugin[\\/]/.test(id) },
      output: {
        // What the first page needs comes in three files (React, MUI, the app shell); the rest is
        // split by page as the lazy imports say (README "Client bundle"). The precompiled form
        // validators travel beside the form engine, so neither file passes Vite's 500 kB warning.
        codeSplitting: {
          groups: [
            // Pure code both entries load (src/shared): a file per module, so the patients' page imports no admin
            // chunk and the admin app downloads no module it did not before.
            { name: publicPages.sharedChunkName, test: publicPages.shared, priority: 10 },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', test: notPublic, tags: ['$initial'], priority: 1 },
            // Tooltips load on first hover (components/HoverTooltip.tsx): a chunk of their own, else the
            // bundler hoists them into the signed-in app's chunk, which every page using one imports.
            // Popper's engine is the date pickers', the charts' and the calendar's "+N more" popup's too
            // (fetched after the grid has painted, scripts/vite/lazyCalendarOverlay.ts): a chunk of its own, not the tooltip's.
            { name: 'popper', test: /[\\/]node_modules[\\/]@popperjs[\\/]/ },
            // MenuList and MUI's roving focus helpers stay one file: the charts reach the helpers (through their
            // toggle buttons) but not MenuList, which would otherwise split them into a second file for the calendar.
            {
              name: 'MenuList',
              test: /[\\/]node_modules[\\/]@mui[\\/](material[\\/](MenuList|List)[\\/]|material[\\/]Select[\\/]utils[\\/]SelectFocusSourceContext\.mjs$|material[\\/]utils[\\/](ownerWindow|getScrollbarSize|contains|focusWithVisible)\.mjs$|utils[\\/](setRef|getScrollbarSize|useRovingTabIndex|fastObjectShallowCompare)[\\/])/,
              includeDependenciesRecursively: false,
            },
            // Only the modules it names: with the MUI helpers it shares with the layout, the layout would import it.
            { name: 'tooltip', test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Tooltip|Popper)[\\/]/, includeDependenciesRecursively: false },
            // The e-mail check is the sign-in page's too: a file of its own, not part of the validators'.
            { name: 'email', test: /[\\/]src[\\/]shared[\\/]validators[\\/]email\.ts$/, priority: 1 },
            { name: 'formValidators', test: /[\\/]src[\\/]generated[\\/]validators[\\/]/ },
          ],
        },
        chunkFileNames: (chunk) => (chunk.moduleIds.some((id) => FORM_ENGINE_MODULE.test(id)) ? 'assets/formEngine-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/booking-api': 'http://127.0.0.1:3000',
      '/directory-api': 'http://127.0.0.1:3000',
      '/locales': 'http://127.0.0.1:3000',
      // The live socket (websocket only).
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
