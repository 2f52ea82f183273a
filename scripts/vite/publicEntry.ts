/**
 * The patients' pages (public.html: booking, manage, profile; DESIGN.md §5) are a second Vite
 * entry beside the admin app, with their own small download (≤ 60 kB gzipped, issue 10 §3).
 *
 * The admin app's chunk groups (vite.config.ts) sort modules by name; its "app" group takes every
 * module an entry loads at once. Left alone it would swallow the public entry too (and hand the
 * patient React and MUI). This plugin reads the module graph once it is complete and answers,
 * for the groups' `test`s: which modules only the public entry reaches (kept out of the admin's
 * groups), and which both entries reach (pure code of src/shared: one small file both import,
 * so the public page never imports a chunk of the admin app).
 */
import type { Plugin } from 'vite';

const PUBLIC_HTML = /[\\/]public\.html$/;
const ADMIN_HTML = /[\\/]index\.html$/;

export interface PublicEntry {
  plugin: Plugin;
  /** Reached from public.html only: never in an admin chunk group. */
  publicOnly: (id: string) => boolean;
  /** Reached from both entries. */
  shared: (id: string) => boolean;
  /** The chunk of such a shared module: one per module ("shared-languages"). */
  sharedChunkName: (id: string) => string;
}

export function publicEntry(): PublicEntry {
  let fromPublic = new Set<string>();
  let fromAdmin = new Set<string>();
  const plugin: Plugin = {
    name: 'kura-public-entry',
    apply: 'build',
    buildEnd() {
      const reach = (start: string | undefined) => {
        const seen = new Set<string>();
        const stack = start ? [start] : [];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (info) stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      fromPublic = reach(ids.find((id) => PUBLIC_HTML.test(id)));
      fromAdmin = reach(ids.find((id) => ADMIN_HTML.test(id)));
    },
  };
  return {
    plugin,
    publicOnly: (id) => fromPublic.has(id) && !fromAdmin.has(id),
    shared: (id) => fromPublic.has(id) && fromAdmin.has(id),
    sharedChunkName: (id) => `shared-${id.replace(/^.*[\\/]/, '').replace(/\.\w+$/, '')}`,
  };
}
