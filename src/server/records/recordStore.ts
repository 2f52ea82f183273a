/**
 * A record's rows in one centre. Every query goes through the centre scope (db/centreScope.ts),
 * so the centre condition has one implementation for records and hand-written tables alike;
 * handlers and hooks never write a centre condition themselves.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { acrossCentres, forCentre, type CentreScope, type CentreOwnedTable, type ScopedInsertValue } from '../db/centreScope';
import type { Row } from './rowMapping';
import type { RuntimeRecord, RuntimeRegistry } from './runtimeRecord';

export interface ListPage {
  where: SQL[];
  /** The sort: expression, direction, and whether it is the id alone. */
  sort: { expr: SQL; desc: boolean; byId: boolean };
  offset: number;
  limit: number;
  /** Trigram conditions present: find matches by their index first, then sort (see page()). */
  textSearch: boolean;
}

export class RecordStore {
  private readonly scoped: CentreScope;

  constructor(
    readonly db: Queryable,
    readonly rt: RuntimeRecord,
    readonly centreId: string,
  ) {
    this.scoped = forCentre(db, centreId);
  }

  /** The centre condition plus any others, for this record's table. */
  where(...more: (SQL | undefined)[]): SQL {
    return this.scoped.condition(this.table, ...more);
  }

  private get table(): CentreOwnedTable {
    return this.rt.table;
  }

  /** A page of rows and the list's total (counted unless `knownTotal` is given). */
  async page(p: ListPage, knownTotal?: (where: SQL) => number | undefined): Promise<{ rows: Row[]; total: number; where: SQL }> {
    const where = this.where(...p.where);
    const cached = knownTotal?.(where);
    const [rows, total] = await Promise.all([
      p.textSearch ? this.searchPage(where, p) : this.sortedPage(p),
      cached ?? this.scoped.count(this.table, ...p.where),
    ]);
    return { rows, total, where };
  }

  private order(p: ListPage, expr: SQL, id: SQL | PgColumn): SQL[] {
    const dir = sql.raw(p.sort.desc ? 'desc' : 'asc');
    return p.sort.byId ? [sql`${id} ${dir}`] : [sql`${expr} ${dir}`, sql`${id} ${dir}`];
  }

  /** The page walks the sort index (centre_id, sort key, id) and stops after `limit` rows. */
  private async sortedPage(p: ListPage): Promise<Row[]> {
    const rows = await this.scoped
      .select()
      .from(this.table)
      .where(and(...p.where))
      .orderBy(...this.order(p, p.sort.expr, this.rt.idCol))
      .limit(p.limit)
      .offset(p.offset);
    return rows as Row[];
  }

  /**
   * With a text search, walking the sort index and testing every row can read most of the centre
   * when the matches sort late. A materialised CTE makes PostgreSQL collect the matches through
   * the trigram index first and sort only those; the page's rows are then read by id.
   */
  private async searchPage(where: SQL, p: ListPage): Promise<Row[]> {
    // `where` is the scope's condition (centre included): the CTE is plain SQL.
    const hits = await this.db.execute(
      sql`with hits as materialized (select ${this.rt.idCol} as id, ${p.sort.expr} as k from ${this.table} where ${where})
          select id from hits order by ${sql.join(this.order(p, sql`k`, sql`id`), sql`, `)} limit ${p.limit} offset ${p.offset}`,
    );
    const ids = ((hits as unknown as { rows: { id: string }[] }).rows ?? []).map((r) => String(r.id));
    if (ids.length === 0) return [];
    const rows = (await this.scoped.select().from(this.table).where(inArray(this.rt.idCol, ids))) as Row[];
    const byId = new Map(rows.map((r) => [String(r[this.rt.idField.key]), r]));
    return ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
  }

  async findById(id: string): Promise<Row | undefined> {
    const [row] = await this.scoped.select().from(this.table).where(eq(this.rt.idCol, id)).limit(1);
    return row as Row | undefined;
  }

  async findMany(condition?: SQL, limit = 1000): Promise<Row[]> {
    return (await this.scoped.select().from(this.table).where(condition).limit(limit)) as Row[];
  }

  /** The ids among `ids` that exist in this centre. */
  async existingIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.scoped.select({ id: this.rt.idCol }).from(this.table).where(inArray(this.rt.idCol, ids));
    return new Set(rows.map((r) => String(r.id)));
  }

  async insert(values: Row): Promise<Row> {
    const [row] = await this.scoped
      .insert(this.table)
      .values(values as ScopedInsertValue<CentreOwnedTable>)
      .returning();
    return row as Row;
  }

  async update(id: string, values: Row): Promise<Row | undefined> {
    const updatedAt = this.rt.def.fields.find((f) => f.role === 'updatedAt')?.key as string;
    const [row] = await this.scoped
      .update(this.table)
      .set({ ...values, [updatedAt]: new Date() })
      .where(eq(this.rt.idCol, id))
      .returning();
    return row as Row | undefined;
  }

  /** Updates every row of this centre matching `condition` (hooks' bulk clean-ups). */
  async updateWhere(values: Record<string, unknown>, condition: SQL): Promise<number> {
    const rows = await this.scoped.update(this.table).set(values).where(condition).returning({ id: this.rt.idCol });
    return rows.length;
  }

  async delete(id: string): Promise<Row | undefined> {
    const [row] = await this.scoped.delete(this.table).where(eq(this.rt.idCol, id)).returning();
    return row as Row | undefined;
  }

  /** A transaction-scoped lock on a key within this centre (serialises e.g. VAT period checks). */
  async lock(key: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${this.rt.def.table}:${this.centreId}:${key}`}))`);
  }
}

/**
 * The one lookup without a centre: which centre a record belongs to, for by-id routes whose
 * centre is the record's own (x-record alias `centre.from: "record"`). The access guard then
 * checks the caller's membership of that centre, so an unknown id and another centre's id both
 * answer 404 and nothing of the row is read.
 */
export async function centreOfRecord(db: Queryable, rt: RuntimeRecord, id: string): Promise<string | undefined> {
  const table = acrossCentres(rt.table, 'finding the centre of a record reached by its id, for the access guard');
  const [row] = await db.select({ centre: rt.centreCol }).from(table).where(eq(rt.idCol, id)).limit(1);
  return row ? String(row.centre) : undefined;
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
