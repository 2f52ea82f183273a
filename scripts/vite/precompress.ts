/**
 * Writes a gzip and a brotli copy beside every built script, style sheet and JSON file of 1 kB or
 * more (app.js → app.js.gz, app.js.br). The server hands them to browsers that accept them
 * (@fastify/static `preCompressed`, src/server/plugins/staticSpa.ts), so a phone on a slow network
 * downloads the patients' booking page in about a third of the bytes (issue 10 §3, Lighthouse);
 * nothing is compressed per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg)$/;
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'kura-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir as string;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        fs.writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
      }
    },
  };
}
