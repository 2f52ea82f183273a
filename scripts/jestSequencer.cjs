// Jest's order of test files, with a start for a run without timings (a fresh clone, CI).
//
// Jest starts the files it has timings for longest first, so the last minutes keep both workers
// busy. Without timings it orders by file size, and the longest files of this suite are tiny (the
// isolation sweeps' test files are four lines each): they started last and ran alone at the end
// for minutes. Here, while jest has no timing for any file, the files known to be long start first
// (longest first); the rest keep jest's order. Once jest has timings, its own order applies.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** Files that take 40 s or more, by their last measured length (seconds; full run on this machine kind, 27 Nov 2026). */
const KNOWN_LONG = {
  'tests/server/isolation/sweeps.pglite.test.ts': 193,
  'tests/server/publicBooking/concurrency.test.ts': 126,
  'tests/server/appointments/doubleBooking.test.ts': 117,
  'tests/server/isolation/sweeps.postgres.test.ts': 114,
  'tests/server/appointments/remindersCrash.test.ts': 95,
  'tests/server/durability/pgliteCrash.test.ts': 66,
  'tests/server/invoices/concurrency.test.ts': 55,
  'tests/server/appointments/groupEvents.test.ts': 50,
  'tests/server/invoices/invoiceDesign.test.ts': 47,
  'tests/server/invoices/bulkInvoiceCrash.test.ts': 45,
  'tests/server/security/protoPoisoning.test.ts': 43,
  'tests/server/durability/singleOpener.test.ts': 43,
  'tests/server/team/memberRole.test.ts': 42,
  'tests/server/appointments/read.test.ts': 41,
  'tests/server/invoices/invoiceXml.test.ts': 41,
  'tests/server/appointments/listNames.test.ts': 41,
  'tests/server/jobs/appJobs.test.ts': 41,
};

class LongFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((t) => this.time(t) != null)) return sorted;
    const known = (t) => KNOWN_LONG[path.relative(t.context.config.rootDir, t.path).split(path.sep).join('/')] ?? 0;
    // Array.prototype.sort is stable: files of equal (zero) weight keep jest's order.
    return sorted.sort((a, b) => known(b) - known(a));
  }
}

module.exports = LongFirstSequencer;
