/**
 * The whole import request (issue 12 §5, target ≤ 3 s): POST /api/transactions/import of the
 * bench's camt.054 (5,000 payments) for a centre with 50,000 invoices, on PGlite in this process
 * (fastify inject: the route, body validation, parse, loading and indexing the invoices, matching,
 * storing 5,000 entries and booking the matched payments with their audit events, and the
 * invoices' new balances and statuses, in one transaction). The first request builds the
 * centre's index; the second imports another file of 5,000 new payments (the index is built
 * again, since the first one changed the invoices).
 */
import crypto from 'node:crypto';
import { invoices } from '../../src/server/db/schema';
import { createTestApp } from '../server/support/testApp';
import { createClinic } from '../server/support/fixtures';
import type { OpenInvoice } from '../../src/shared/payments/matchingTypes';

export interface ImportRequestFigures {
  firstMs: number;
  secondMs: number;
  /** CPU time of this process during each request: PGlite runs in it, so this is the work itself, apart from a loaded machine's waiting. */
  firstCpuMs: number;
  secondCpuMs: number;
  seedMs: number;
  answer: Record<string, number>;
}

/** CAMT_IMPORT_DB=postgres runs it on TEST_DATABASE_URL instead (the CPU figure is then this process's share only). */
export async function runImportRequestBench(open: OpenInvoice[], files: [string, string]): Promise<ImportRequestFigures> {
  const t = await createTestApp(process.env.CAMT_IMPORT_DB === 'postgres' ? 'postgres' : 'pglite');
  try {
    const clinic = await createClinic(t.ctx, { name: 'Bench Praxis' });
    const seedStart = performance.now();
    const contactId = crypto.randomUUID();
    for (let i = 0; i < open.length; i += 1000) {
      await t.ctx.db.insert(invoices).values(
        open.slice(i, i + 1000).map((inv) => ({
          centreId: clinic.centreId,
          number: inv.number,
          date: '2026-10-01',
          contactId,
          status: 'SENT' as const,
          amount: inv.openAmount,
          totalDue: inv.openAmount,
          reference: inv.reference,
          referenceType: 'QRR' as const,
          paymentDeadline: inv.dueDate,
          billingDetails: { name: inv.contactName },
        })),
      );
    }
    const seedMs = performance.now() - seedStart;
    const post = async (xmlString: string) => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const res = await t.app.inject({ method: 'POST', url: '/api/transactions/import', headers: { ...clinic.owner.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ centreId: clinic.centreId, xmlString }) });
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return { ms, cpuMs, answer: res.json() as Record<string, number> };
    };
    const first = await post(files[0]);
    const second = await post(files[1]);
    return { firstMs: first.ms, secondMs: second.ms, firstCpuMs: first.cpuMs, secondCpuMs: second.cpuMs, seedMs, answer: first.answer };
  } finally {
    await t.close();
  }
}
