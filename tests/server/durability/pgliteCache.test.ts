/**
 * PGLITE_CACHE_MB (README "Memory"): the embedded database's page cache is set from the
 * configuration, 32 MB by default, and a value that is not a whole number of MB stops the start.
 */
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';

describe('PGLITE_CACHE_MB', () => {
  it('defaults to 32 MB and refuses what is not a whole number of MB from 1 to 4096', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).pgliteCacheMb).toBe(32);
    expect(loadConfig({ PGLITE_CACHE_MB: '64' } as NodeJS.ProcessEnv).pgliteCacheMb).toBe(64);
    for (const bad of ['0', '-5', '1.5', 'lots', '5000']) {
      expect(() => loadConfig({ PGLITE_CACHE_MB: bad } as NodeJS.ProcessEnv)).toThrow(/PGLITE_CACHE_MB: a whole number of MB from 1 to 4096/);
    }
  });

  it('is the shared_buffers of the PGlite the server opens', async () => {
    const database = await openDatabase({ migrate: false, pgliteCacheMb: 24 });
    try {
      const result = (await database.db.execute('show shared_buffers')) as unknown as { rows: { shared_buffers: string }[] };
      expect(result.rows[0].shared_buffers).toBe('24MB');
    } finally {
      await database.close();
    }
  }, 120_000);
});
