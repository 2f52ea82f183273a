/**
 * The one app and seeded world the isolation sweeps (security plan A1–A4) share per database:
 * building an app and seeding a world once instead of four times. It holds the role world
 * (centres A and B with every kind of member and record) and, beside it, the cross-centre sweep's
 * own clinics with canaries. Sweeps that write run after those that only read (sweeps.*.test.ts).
 */
import { DB_KINDS, createTestApp, type DbKind, type TestApp } from '../../support/testApp';
import { seedCrossCentre, type CrossCentreSeed } from './crossCentreSeed';
import { roleWorld, type RoleWorld } from './roleWorld';

export interface SweepWorld {
  kind: DbKind;
  t: TestApp;
  /** The role matrix's world, also used by the mass-assignment and tenant-injection sweeps. */
  w: RoleWorld;
  /** The cross-centre sweep's clinics A and B. */
  cross: CrossCentreSeed;
}

/** Registers the world's set-up and tear-down as hooks of the calling describe block; its fields are there inside the tests. */
export function useSweepWorld(kind: DbKind): SweepWorld {
  const world = { kind } as SweepWorld;
  beforeAll(async () => {
    // The callers' tokens are signed once here; on a loaded two-core machine the sweeps run longer
    // than the default 15-minute access token, and the last sweep then met 401s instead of its routes.
    world.t = await createTestApp(kind, { accessTokenTtlSec: 4 * 3600 });
    world.w = await roleWorld(world.t);
    world.cross = await seedCrossCentre(world.t);
  }, 120_000);
  afterAll(() => world.t?.close());
  return world;
}

/** describe for a database the run covers, describe.skip otherwise (PostgreSQL without TEST_DATABASE_URL). */
export const describeOn = (kind: DbKind) => (DB_KINDS.includes(kind) ? describe : describe.skip);
