// Jest's order of test files, with a start for a run without timings (a fresh clone, CI).
//
// Jest starts the files it has timings for longest first, so the last minutes keep both workers
// busy. Without timings it orders by file size, and the longest files of this suite are tiny (the
// isolation sweeps' test files are four lines each): they started last and ran alone at the end
// for minutes. Here, while jest has no timing for any file, the files known to be long start first
// (longest first); the rest keep jest's order. Once jest has timings, its own order applies.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** Files that take more than about half a minute, by their last measured length (seconds, CI). */
const KNOWN_LONG = {
  'tests/server/isolation/sweeps.pglite.test.ts': 300,
  'tests/server/isolation/sweeps.postgres.test.ts': 170,
  'tests/server/invoices/bulkInvoiceCrash.test.ts': 83,
  'tests/server/publicBooking/concurrency.test.ts': 75,
  'tests/server/appointments/remindersCrash.test.ts': 59,
  'tests/server/appointments/doubleBooking.test.ts': 50,
  'tests/server/publicBooking/groupSeat.test.ts': 41,
  'tests/server/invoices/generatePdf.test.ts': 37,
  'tests/server/audit/auditImmutability.test.ts': 35,
  'tests/server/invoices/bulkPdf.test.ts': 29,
  'tests/server/records/crossCentre.test.ts': 28,
  'tests/server/invoices/pdfView.test.ts': 28,
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
