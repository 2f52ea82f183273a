/**
 * THE tenant scope: every query on a centre-owned table (any table with a `centre_id` column,
 * hand-written or generated) goes through forCentre(db | tx, centreId), whose statements always
 * carry `centre_id = <centre>`:
 *   - select(fields?).from(T), update(T).set(v) and delete(T) start with the centre condition;
 *     `.where(c)` ANDs c to it and never replaces it; joined centre-owned tables get it in ON;
 *   - insert(T).values(v) sets centre_id and refuses a row naming another centre; update refuses
 *     to move a row to another centre.
 * The one way around it is acrossCentres(T, 'why'), for work whose point is to cross centres
 * (membership checks, a record's own centre, centre deletion and export, jobs). The ESLint rule
 * eslint-rules/centre-scope.js reports every other query on a centre-owned table. README "Tenant
 * isolation" says why this is a query layer and not PostgreSQL row-level security.
 */
import { and, count, eq, getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import type { GetSelectTableName, GetSelectTableSelection } from 'drizzle-orm/query-builders/select.types';
import {
  PgTable,
  type CreatePgSelectFromBuilderMode,
  type PgColumn,
  type PgInsertValue,
  type PgSelectBuilder,
  type PgUpdateSetSource,
  type SelectedFields,
} from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

/** A table whose rows belong to one centre. */
export type CentreOwnedTable = PgTable & { centreId: PgColumn };

/** An insert row of a centre-owned table: centre_id may be left out (the scope sets it). */
export type ScopedInsertValue<T extends CentreOwnedTable> = Omit<PgInsertValue<T>, 'centreId'> & { centreId?: string };

type Condition = SQL | undefined;
type ConditionOn = Condition | ((fields: unknown) => Condition);

/** The `centre_id` column of a table and its key, if it has one: what makes a table centre-owned. */
export function centreColumnOf(table: unknown): { key: string; column: PgColumn } | undefined {
  if (!is(table, PgTable)) return undefined;
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c.name === 'centre_id');
  return entry ? { key: entry[0], column: entry[1] } : undefined;
}

function requireCentreColumn(table: PgTable): { key: string; column: PgColumn } {
  const found = centreColumnOf(table);
  if (!found) throw new Error('forCentre: the table has no centre_id column');
  return found;
}

/**
 * The explicit escape: a query on `table` that crosses centres on purpose. `why` (a string literal,
 * checked by the lint rule) says why; grep for acrossCentres to see every such query.
 */
export function acrossCentres<T extends PgTable>(table: T, why: string): T {
  if (why.trim() === '') throw new Error('acrossCentres needs a reason');
  return table;
}

/** The centre-scoped query surface of one connection or transaction. */
export class CentreScope {
  // Private: a scope never hands out the unscoped handle.
  readonly #db: Queryable;

  constructor(
    db: Queryable,
    readonly centreId: string,
  ) {
    if (typeof centreId !== 'string' || centreId === '') throw new Error('forCentre: no centre id');
    this.#db = db;
  }

  /** `centre_id = <centre>` on `table`, ANDed with `more`: for sql templates and hand-built subqueries. */
  condition(table: CentreOwnedTable, ...more: Condition[]): SQL {
    return and(eq(requireCentreColumn(table).column, this.centreId), ...more) as SQL;
  }

  select(): ScopedSelect<undefined>;
  select<S extends SelectedFields>(fields: S): ScopedSelect<S>;
  select(fields?: SelectedFields): ScopedSelect<SelectedFields | undefined> {
    return new ScopedSelect(fields ? this.#db.select(fields) : this.#db.select(), this);
  }

  update<T extends CentreOwnedTable>(table: T) {
    return {
      set: (values: PgUpdateSetSource<T>) => {
        const key = requireCentreColumn(table).key;
        const moved = (values as Record<string, unknown>)[key];
        if (moved !== undefined && moved !== this.centreId) throw new Error('forCentre: an update may not move a row to another centre');
        return this.locked(this.#db.update(table).set(values), table);
      },
    };
  }

  delete<T extends CentreOwnedTable>(table: T) {
    return this.locked(this.#db.delete(table), table);
  }

  insert<T extends CentreOwnedTable>(table: T) {
    return {
      values: (values: ScopedInsertValue<T> | ScopedInsertValue<T>[]) => {
        const key = requireCentreColumn(table).key;
        const rows = (Array.isArray(values) ? values : [values]).map((row) => {
          const named = (row as Record<string, unknown>)[key];
          if (named !== undefined && named !== this.centreId) throw new Error('forCentre: an insert may not name another centre');
          return { ...row, [key]: this.centreId } as unknown as PgInsertValue<T>;
        });
        return this.#db.insert(table).values(rows);
      },
    };
  }

  /**
   * Many rows in one statement with one parameter: the rows travel as one JSON array that
   * json_populate_recordset reads. A Drizzle insert of 5,000 rows binds 100,000+ parameters, and
   * building that statement costs more than the database's work (the bank import's profile).
   * Only the columns the rows carry are written (the others take their defaults); centre_id is
   * always this centre's. Answers the ids of the rows written (`idKey`), the conflicting ones
   * skipped when `skipConflicts`.
   */
  async insertAsJson<T extends CentreOwnedTable>(table: T, values: ScopedInsertValue<T>[], opts: { idKey: keyof T['$inferSelect'] & string; skipConflicts?: boolean }): Promise<string[]> {
    if (values.length === 0) return [];
    const key = requireCentreColumn(table).key;
    const columns = getTableColumns(table);
    const used = new Set<string>([key]);
    for (const row of values) for (const k of Object.keys(row)) if ((row as Record<string, unknown>)[k] !== undefined) used.add(k);
    const names = [...used].map((k) => {
      if (!columns[k]) throw new Error(`forCentre: no column ${k}`);
      return columns[k].name;
    });
    const json = values.map((row) => {
      const named = (row as Record<string, unknown>)[key];
      if (named !== undefined && named !== this.centreId) throw new Error('forCentre: an insert may not name another centre');
      const out: Record<string, unknown> = {};
      for (const k of used) {
        const v = k === key ? this.centreId : (row as Record<string, unknown>)[k];
        out[columns[k].name] = v instanceof Date ? v.toISOString() : (v ?? null);
      }
      return out;
    });
    const list = sql.join(names.map((n) => sql.identifier(n)), sql`, `);
    const conflict = opts.skipConflicts ? sql` on conflict do nothing` : sql``;
    const result = await this.#db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)${conflict} returning ${sql.identifier(columns[opts.idKey].name)} as id`,
    );
    return ((result as { rows?: { id: unknown }[] }).rows ?? []).map((r) => String(r.id));
  }

  /** How many rows of this centre match. */
  async count(table: CentreOwnedTable, ...more: Condition[]): Promise<number> {
    const [row] = await this.#db.select({ n: count() }).from(table).where(this.condition(table, ...more));
    return Number(row.n);
  }

  /** Whether a row of this centre matches. */
  async exists(table: CentreOwnedTable, ...more: Condition[]): Promise<boolean> {
    const rows = await this.#db.select({ one: sql`1` }).from(table).where(this.condition(table, ...more)).limit(1);
    return rows.length > 0;
  }

  /** The ON condition of a join: centre-owned tables joined in a scoped query belong to the centre too. */
  joinCondition(table: unknown, on: ConditionOn): ConditionOn {
    const centre = centreColumnOf(table);
    if (!centre) return on;
    const own = eq(centre.column, this.centreId);
    return typeof on === 'function' ? (fields: unknown) => and(own, on(fields)) : and(own, on);
  }

  /**
   * The builder with the centre condition set and `.where` ANDing to it. Drizzle's builders keep
   * their condition in one slot that `.where` overwrites; the scoped `.where` always writes both.
   */
  locked<B extends { where(condition: Condition): unknown }>(builder: B, table: CentreOwnedTable): B {
    const centre = this.condition(table);
    const where = builder.where.bind(builder) as (condition: ConditionOn) => unknown;
    where(centre);
    const scopedWhere = (more: ConditionOn) => where(typeof more === 'function' ? (fields: unknown) => and(centre, more(fields)) : and(centre, more));
    Object.defineProperty(builder, 'where', { value: scopedWhere, configurable: true, writable: true });
    return builder;
  }
}

const SCOPED_JOINS = ['innerJoin', 'leftJoin', 'rightJoin', 'fullJoin'] as const;
/** Joins without an ON condition: a centre-owned table there would not be scoped. */
const UNSCOPED_JOINS = ['crossJoin', 'crossJoinLateral', 'innerJoinLateral', 'leftJoinLateral'] as const;
type JoinFn = (table: unknown, on?: ConditionOn) => unknown;

/** What Drizzle's `select(fields?).from(table)` answers, for a table. */
export type ScopedSelectQuery<S extends SelectedFields | undefined, T extends PgTable> = CreatePgSelectFromBuilderMode<
  'db',
  GetSelectTableName<T>,
  S extends undefined ? GetSelectTableSelection<T> : S,
  S extends undefined ? 'single' : 'partial'
>;

/**
 * `select(fields?)` of a scope: `.from(table)` gives Drizzle's select builder, scoped. A table
 * without centre_id (users, news) is read as is; centre-owned tables joined to it are scoped.
 */
export class ScopedSelect<S extends SelectedFields | undefined> {
  constructor(
    private readonly builder: PgSelectBuilder<S>,
    private readonly scope: CentreScope,
  ) {}

  from<T extends PgTable>(table: T): ScopedSelectQuery<S, T> {
    // Drizzle's conditional parameter type cannot be checked for a generic T; any table is fine here.
    const from = this.builder.from.bind(this.builder) as unknown as (source: T) => ScopedSelectQuery<S, T>;
    const query = centreColumnOf(table) ? this.scope.locked(from(table), table as unknown as CentreOwnedTable) : from(table);
    // Drizzle's join methods are per-instance functions; the scoped ones add the centre to ON.
    const joins = query as unknown as Record<string, JoinFn>;
    for (const name of SCOPED_JOINS) {
      const join = joins[name];
      Object.defineProperty(query, name, { value: (t: unknown, on?: ConditionOn) => join(t, this.scope.joinCondition(t, on)), configurable: true, writable: true });
    }
    for (const name of UNSCOPED_JOINS) {
      const join = joins[name];
      const refuse = (t: unknown, on?: ConditionOn) => {
        if (centreColumnOf(t)) throw new Error(`forCentre: ${name} of a centre-owned table is not scoped; use innerJoin or leftJoin`);
        return join(t, on);
      };
      Object.defineProperty(query, name, { value: refuse, configurable: true, writable: true });
    }
    return query;
  }
}

/** Queries of `db` (or a transaction) on the rows of one centre. */
export function forCentre(db: Queryable, centreId: string): CentreScope {
  return new CentreScope(db, centreId);
}
