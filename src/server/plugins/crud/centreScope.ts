/**
 * THE tenant scope of the schema engine: every query on a record table goes through a
 * RecordStore bound to one centre, which adds `centre_id = <centre>` to every statement.
 * Handlers and hooks never write a centre condition themselves.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { Row } from './rowMapping';
import type { RuntimeRecord, RuntimeRegistry } from './runtimeRecord';

export type Queryable = Db | Tx;

/** The centre condition for any table that has a centre_id column (records and platform tables). */
export function inCentre(centreColumn: PgColumn, centreId: string, ...more: (SQL | undefined)[]): SQL {
  return and(eq(centreColumn, centreId), ...more) as SQL;
}

export interface ListPage {
  where: SQL[];
  orderBy: SQL[];
  offset: number;
  limit: number;
}

export class RecordStore {
  constructor(
    readonly db: Queryable,
    readonly rt: RuntimeRecord,
    readonly centreId: string,
  ) {}

  /** The centre condition plus any others, for this record's table. */
  where(...more: (SQL | undefined)[]): SQL {
    return inCentre(this.rt.centreCol, this.centreId, ...more);
  }

  private get table(): PgTable {
    return this.rt.table;
  }

  async page(p: ListPage): Promise<{ rows: Row[]; total: number }> {
    const where = this.where(...p.where);
    // Two statements: the page walks the sort index; the count is the only full pass.
    const [rows, [{ total }]] = await Promise.all([
      this.db.select().from(this.table).where(where).orderBy(...p.orderBy).limit(p.limit).offset(p.offset),
      this.db.select({ total: count() }).from(this.table).where(where),
    ]);
    return { rows: rows as Row[], total: Number(total) };
  }

  async findById(id: string): Promise<Row | undefined> {
    const [row] = await this.db.select().from(this.table).where(this.where(eq(this.rt.idCol, id))).limit(1);
    return row as Row | undefined;
  }

  async findMany(condition?: SQL, limit = 1000): Promise<Row[]> {
    return (await this.db.select().from(this.table).where(this.where(condition)).limit(limit)) as Row[];
  }

  /** The ids among `ids` that exist in this centre. */
  async existingIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.select({ id: this.rt.idCol }).from(this.table).where(this.where(inArray(this.rt.idCol, ids)));
    return new Set(rows.map((r) => String(r.id)));
  }

  async insert(values: Row): Promise<Row> {
    const [row] = await this.db
      .insert(this.table)
      .values({ ...values, [this.rt.def.fields.find((f) => f.role === 'centre')?.key as string]: this.centreId })
      .returning();
    return row as Row;
  }

  async update(id: string, values: Row): Promise<Row | undefined> {
    const updatedAt = this.rt.def.fields.find((f) => f.role === 'updatedAt')?.key as string;
    const [row] = await this.db
      .update(this.table)
      .set({ ...values, [updatedAt]: new Date() })
      .where(this.where(eq(this.rt.idCol, id)))
      .returning();
    return row as Row | undefined;
  }

  /** Updates every row of this centre matching `condition` (hooks' bulk clean-ups). */
  async updateWhere(values: Record<string, unknown>, condition: SQL): Promise<number> {
    const rows = await this.db.update(this.table).set(values).where(this.where(condition)).returning({ id: this.rt.idCol });
    return rows.length;
  }

  async delete(id: string): Promise<Row | undefined> {
    const [row] = await this.db.delete(this.table).where(this.where(eq(this.rt.idCol, id))).returning();
    return row as Row | undefined;
  }

  /** A transaction-scoped lock on a key within this centre (serialises e.g. VAT period checks). */
  async lock(key: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${this.rt.def.table}:${this.centreId}:${key}`}))`);
  }
}

/** Stores of every record for one centre and one connection or transaction. */
export function centreStores(db: Queryable, registry: RuntimeRegistry, centreId: string): (record: string) => RecordStore {
  const cache = new Map<string, RecordStore>();
  return (record) => {
    const rt = registry.get(record);
    if (!rt) throw new Error(`unknown record ${record}`);
    let store = cache.get(record);
    if (!store) cache.set(record, (store = new RecordStore(db, rt, centreId)));
    return store;
  };
}
