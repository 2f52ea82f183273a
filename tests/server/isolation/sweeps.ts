/**
 * The four isolation sweeps (security plan A1–A4) in one world per database (support/sweepWorld.ts):
 * one app start and one seed instead of four. Reads first, then the sweeps in the order of how much
 * they change: the cross-centre sweep keeps to its own clinics, the role matrix and the mass-assignment
 * sweep write to A, the tenant-injection sweep makes A's owner an owner of B, and the probe that the
 * checks can fail changes B and A's accounts on purpose. Each database is a test file of its own
 * (sweeps.pglite.test.ts, sweeps.postgres.test.ts), so jest can run the two side by side.
 */
import type { DbKind } from '../support/testApp';
import { crossCentreSweep } from './crossCentreSweep';
import { massAssignment, massAssignmentProbe } from './massAssignment';
import { roleMatrix, rolePolicyListing } from './roleMatrix';
import { describeOn, useSweepWorld } from './support/sweepWorld';
import { tenantInjection } from './tenantInjection';

export function isolationSweeps(kind: DbKind): void {
  describeOn(kind)(`isolation sweeps on ${kind}`, () => {
    const world = useSweepWorld(kind);
    describe('role policy', () => rolePolicyListing(world));
    describe('cross-centre sweep', () => crossCentreSweep(world));
    describe('role matrix', () => roleMatrix(world));
    describe('mass assignment', () => massAssignment(world));
    describe('tenant-id injection', () => tenantInjection(world));
    describe('mass assignment, checks can fail', () => massAssignmentProbe(world));
  });
}
