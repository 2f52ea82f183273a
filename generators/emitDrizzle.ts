/**
 * src/server/db/schema.gen.ts: one Drizzle table per record. Every row carries centre_id
 * (cascade with the centre), a uuid primary key and timestamps; indexes follow the list
 * annotations so sorted, filtered and searched lists stay fast at 100,000 rows.
 */
import type { FieldDefinition, RecordDefinition } from '../src/shared/recordDefinition';
import { pascalCase } from './naming';
import { SORT_COLLATION } from '../src/shared/sortCollation';

export const GENERATED_BANNER = (source: string) =>
  `// generated — do not edit. Source: ${source}. Regenerate with \`npm run gen\`.\n`;

const q = (v: string) => JSON.stringify(v);

function baseColumn(f: FieldDefinition): string {
  const c = q(f.column as string);
  switch (f.kind) {
    case 'text':
      return `text(${c})`;
    case 'integer':
      return `integer(${c})`;
    case 'bigint':
      return `bigint(${c}, { mode: 'number' })`;
    case 'numeric': {
      // mode 'number': read as JS numbers, not the driver's strings (stack-notes G8).
      const opts = ["mode: 'number'", f.precision !== undefined ? `precision: ${f.precision}` : '', f.scale !== undefined ? `scale: ${f.scale}` : ''].filter(Boolean);
      return `numeric(${c}, { ${opts.join(', ')} })`;
    }
    case 'boolean':
      return `boolean(${c})`;
    case 'date':
      return `date(${c}, { mode: 'string' })`;
    case 'timestamp':
      return `timestamp(${c}, { withTimezone: true, mode: 'date' })`;
    case 'uuid':
      return `uuid(${c})`;
    case 'jsonb':
      return `jsonb(${c})`;
  }
}

function defaultCode(f: FieldDefinition): string {
  if (f.default === undefined) return '';
  return `.default(${JSON.stringify(f.default)})`;
}

function columnCode(r: RecordDefinition, f: FieldDefinition, exports: Map<string, string>): string {
  const typeName = pascalCase(r.name);
  let code = baseColumn(f);
  if (f.kind === 'jsonb') code += `.$type<NonNullable<${typeName}[${q(f.path[0])}]>>()`;
  if (f.role === 'id') return `${code}.primaryKey().defaultRandom()`;
  if (f.role === 'createdAt' || f.role === 'updatedAt') return `${code}.notNull().defaultNow()`;
  if (f.notNull) code += '.notNull()';
  code += defaultCode(f);
  if (f.role === 'centre') code += `.references(() => centres.id, { onDelete: 'cascade' })`;
  if (f.ref) {
    // Typed as AnyPgColumn: tables may reference themselves (a contact's parent) or each other.
    const target = exports.get(f.ref.record) as string;
    code += `.references((): AnyPgColumn => ${target}.${idKeyOf(f.ref.column)}, { onDelete: ${q(f.ref.onDelete)} })`;
  }
  return code;
}

function idKeyOf(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** Index statements for one table, named <table>_<column>_<purpose>. */
export function indexCode(r: RecordDefinition): string[] {
  const id = r.fields.find((f) => f.role === 'id') as FieldDefinition;
  // A singleton (settings) has at most one row per centre.
  const out = [r.singleton ? `uniqueIndex(${q(`${r.table}_centre_uq`)}).on(t.centreId)` : `index(${q(`${r.table}_centre_idx`)}).on(t.centreId, t.${id.key})`];
  for (const f of r.fields) {
    if (!f.column || f.role === 'id' || f.role === 'centre') continue;
    const name = (purpose: string) => q(`${r.table}_${f.column}_${purpose}`);
    const sortExpr = f.kind === 'text' ? `sql\`lower(\${t.${f.key}})\`` : `t.${f.key}`;
    // Sorted text follows the ICU collation of migration 0012 (Ü with U), as listQuery sorts it.
    const orderExpr = f.kind === 'text' ? `sql\`lower(\${t.${f.key}}) collate "${SORT_COLLATION}"\`` : sortExpr;
    const filter = f.list.filter;
    // Sorted pages walk this index in order: no sort of the whole centre's rows.
    if (f.list.sortable) out.push(`index(${name('sort_idx')}).on(t.centreId, ${orderExpr}, t.${id.key})`);
    if (filter === 'contains') out.push(`index(${name('trgm')}).using('gin', t.${f.key}.op('gin_trgm_ops'))`);
    if (filter === 'includes') out.push(`index(${name('gin')}).using('gin', t.${f.key}.op('jsonb_path_ops'))`);
    // A reference is looked up without the centre when its target is deleted (ON DELETE).
    if (f.ref) out.push(`index(${name('fk_idx')}).on(t.${f.key})`);
    else if (!f.list.sortable && (filter === 'eq' || filter === 'range' || f.indexed)) out.push(`index(${name('idx')}).on(t.centreId, t.${f.key})`);
    if (f.uniquePerCentre) out.push(`uniqueIndex(${name('uq')}).on(t.centreId, ${sortExpr})`);
  }
  if (r.list.searchColumn) out.push(`index(${q(`${r.table}_search_trgm`)}).using('gin', t.searchText.op('gin_trgm_ops'))`);
  return out;
}

export function emitDrizzleSchema(records: RecordDefinition[]): string {
  const exports = new Map(records.map((r) => [r.name, r.tableExport]));
  const kinds = new Set(records.flatMap((r) => r.fields.filter((f) => f.column).map((f) => f.kind)));
  const pgImports = new Set<string>(['index', 'pgTable', 'uniqueIndex', 'uuid', 'timestamp', 'type AnyPgColumn']);
  const kindImport: Record<string, string> = { text: 'text', integer: 'integer', bigint: 'bigint', numeric: 'numeric', boolean: 'boolean', date: 'date', jsonb: 'jsonb' };
  for (const k of kinds) if (kindImport[k]) pgImports.add(kindImport[k]);
  if (records.some((r) => r.list.searchColumn)) pgImports.add('text');
  const lines: string[] = [
    GENERATED_BANNER('schemas/*.schema.json'),
    '// Record tables of the schema engine; src/server/db/schema.ts re-exports them. Import tables from ./schema.',
    "import { sql } from 'drizzle-orm';",
    `import { ${[...pgImports].sort((a, b) => a.replace('type ', '').localeCompare(b.replace('type ', ''))).join(', ')} } from 'drizzle-orm/pg-core';`,
    "import { centres } from './baseTables';",
  ];
  for (const r of records) lines.push(`import type { ${pascalCase(r.name)} } from '../../generated/${r.name}.gen';`);
  for (const r of records) {
    lines.push('', `/** ${r.name}: schemas/${r.name}.schema.json */`, `export const ${r.tableExport} = pgTable(`, `  ${q(r.table)},`, '  {');
    for (const f of r.fields) if (f.column) lines.push(`    ${f.key}: ${columnCode(r, f, exports)},`);
    // What `q` searches, kept up to date by PostgreSQL; the trigram index lies on it.
    if (r.list.searchColumn) lines.push(`    searchText: text(${q(r.list.searchColumn)}).generatedAlwaysAs(sql.raw(${q(r.list.searchExpression as string)})),`);
    lines.push('  },', '  (t) => [');
    for (const i of indexCode(r)) lines.push(`    ${i},`);
    lines.push('  ],', ');');
  }
  return `${lines.join('\n')}\n`;
}
