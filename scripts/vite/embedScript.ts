/**
 * Builds the booking widget's embed script (src/client/embed/embed.ts) into the client build as
 * a plain classic script at a fixed name, /embed.js: practices paste its URL into their websites,
 * so it can carry no hash, no module syntax and no chunk imports. Rolldown (Vite's own bundler)
 * bundles it apart from the app, as one minified IIFE.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const EMBED_ENTRY = path.resolve(import.meta.dirname, '../../src/client/embed/embed.ts');

export function embedScript(): Plugin {
  return {
    name: 'kura-embed-script',
    apply: 'build',
    async generateBundle() {
      const { build } = await import('rolldown');
      const result = await build({ input: EMBED_ENTRY, write: false, platform: 'browser', output: { format: 'iife', minify: true } });
      const [chunk] = result.output;
      this.emitFile({ type: 'asset', fileName: 'embed.js', source: chunk.type === 'chunk' ? chunk.code : '' });
    },
  };
}
