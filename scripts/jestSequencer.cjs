// Jest's order of test files, with a start for a run without timings (a fresh clone, CI).
//
// Jest starts the files it has timings for longest first, so the last minutes keep both workers
// busy. Without timings it orders by file size, and the longest files of this suite are tiny (the
// isolation sweeps' test files are four lines each): they started last and ran alone at the end
// for minutes. Here, while jest has no timing for any file, the files known to be long start first
// (longest first); the rest keep jest's order. Once jest has timings, its own order applies.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** Files that take 15 s or more, by their last measured length (seconds; `.ci/run` on a fresh clone, this machine kind, 29 Nov 2026). */
const KNOWN_LONG = {
  'tests/server/isolation/sweeps.pglite.test.ts': 94,
  'tests/server/isolation/sweeps.postgres.test.ts': 66,
  'tests/server/appointments/remindersCrash.test.ts': 44,
  'tests/server/appointments/doubleBooking.test.ts': 40,
  'tests/server/publicBooking/concurrency.test.ts': 36,
  'tests/server/invoices/bulkInvoiceCrash.test.ts': 31,
  'tests/server/durability/pgliteCrash.test.ts': 30,
  'tests/server/jobs/jobsCrash.test.ts': 20,
  'tests/server/durability/singleOpener.test.ts': 20,
  'tests/server/jobs/jobQueue.test.ts': 18,
  'tests/server/googleCalendar/write.test.ts': 18,
  'tests/unit/pages/clinicTherapistPage.test.tsx': 17,
  'tests/server/jobs/sharedQueue.test.ts': 16,
  'tests/unit/admin/schemaForm.test.tsx': 16,
  'tests/server/publicBooking/groupSeat.test.ts': 15,
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
