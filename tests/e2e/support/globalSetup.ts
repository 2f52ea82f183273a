/**
 * Playwright globalSetup: starts the SMTP and SMS receivers, the fake Google, and one Kura server per database
 * target (PGlite always; PostgreSQL when TEST_DATABASE_URL is set), each on fresh, migrated storage.
 * Workers find them through environment variables (they are spawned after this runs).
 * The returned function is the teardown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startKura, type KuraProcess } from './kuraProcess';
import { serverStorage, type ServerStorage } from './serverStorage';
import { startMailReceiver, startSmsReceiver } from './receivers';
import { startFakeGoogle } from '../../support/fakeGoogle';
import { E2E_TARGETS, targetEnvName } from './targets';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const builtDir = path.join(repoRoot, 'dist', 'client');
  if (!fs.existsSync(path.join(builtDir, 'index.html'))) {
    throw new Error('dist/client is missing: run the browser tests through `node scripts/test.mjs e2e`, which builds it.');
  }
  // Serve a private copy, so a rebuild of dist/client during the run cannot swap assets under the tests.
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-e2e-client-'));
  fs.cpSync(builtDir, staticDir, { recursive: true });
  process.env.KURA_E2E_STATIC_DIR = staticDir;
  const logDir = path.join(repoRoot, 'test-results', 'e2e-servers');
  fs.mkdirSync(logDir, { recursive: true });

  const sms = await startSmsReceiver();
  const mail = await startMailReceiver();
  process.env.KURA_E2E_SMS_API = sms.apiUrl;
  process.env.KURA_E2E_MAIL_API = mail.apiUrl;
  process.env.KURA_E2E_SMTP_URL = mail.smtpUrl;
  process.env.KURA_E2E_SMS_WEBHOOK = sms.webhookUrl;
  // Google's OAuth and Calendar API, played locally: its sign-in consents at once and redirects back.
  const google = await startFakeGoogle({ signInAs: 'therapeutin@example.ch' });
  process.env.KURA_E2E_GOOGLE_URL = google.url;

  const servers: KuraProcess[] = [];
  const storages: ServerStorage[] = [];

  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop('SIGTERM', 10_000)));
    for (const s of storages) await s.remove();
    fs.rmSync(staticDir, { recursive: true, force: true });
    await sms.close();
    await mail.close();
    await google.close();
  };

  try {
    const started = await Promise.all(
      E2E_TARGETS.map(async (target) => {
        const env: Record<string, string> = {
          STATIC_DIR: staticDir,
          SMTP_URL: mail.smtpUrl,
          SMS_WEBHOOK_URL: sms.webhookUrl,
          LOG_LEVEL: 'info',
          ...google.env,
        };
        // Always a fresh data directory: files live there for both targets, and PGlite's database too.
        const storage = await serverStorage(target, 'kura_e2e');
        storages.push(storage);
        const server = await startKura({ env: { ...env, ...storage.env }, logFile: path.join(logDir, `${target}.log`) });
        servers.push(server);
        process.env[targetEnvName(target)] = server.url;
        return `${target} ${server.url} (ready in ${Math.round(server.readyMs)} ms)`;
      }),
    );
    process.stdout.write(`Kura e2e servers: ${started.join(', ')}; SMTP ${mail.smtpUrl}, SMS ${sms.webhookUrl}\n`);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
