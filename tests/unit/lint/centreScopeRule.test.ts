/**
 * The centre-scope lint rule (eslint-rules/centre-scope.js): queries on centre-owned tables pass
 * only through forCentre() or the named escape acrossCentres(table, 'why').
 */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from '../../../eslint-rules/centre-scope.js';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });
const options = [{ tables: ['roles', 'contacts', 'centreProviders'] }];
const imports = "import { roles, contacts, centreProviders, users } from '../../db/schema';\nimport * as schema from '../db/schema';\n";
const ok = (name: string, code: string) => ({ name, code: imports + code, options });
const bad = (name: string, code: string, ...messageIds: string[]) => ({ name, code: imports + code, options, errors: messageIds.map((messageId) => ({ messageId })) });

tester.run('kura/centre-scope', rule, {
  valid: [
    ok("a scope variable's select … from … where", 'const scoped = forCentre(db, centreId);\nscoped.select({ id: roles.id }).from(roles).where(eq(roles.userId, u));'),
    ok('update through forCentre() directly', 'forCentre(tx, centreId).update(roles).set({ name: "ADMIN" }).where(eq(roles.userId, u));'),
    ok('insert through forCentre() directly', 'forCentre(tx, centreId).insert(contacts).values(row).returning();'),
    ok('a parameter declared as CentreScope', 'function remove(scoped: CentreScope) { return scoped.delete(centreProviders).where(cond); }'),
    ok('a scoped join of a centre-owned table', 'const scoped: CentreScope = make();\nscoped.select().from(users).innerJoin(roles, eq(roles.userId, users.id));'),
    ok('the escape with a reason', "db.select().from(acrossCentres(roles, 'membership of the caller in every centre'));"),
    ok('the escape with a template-literal reason, namespace import', 'tx.delete(acrossCentres(schema.contacts, `deleting a whole centre`)).where(cond);'),
    ok('a table without centre_id', 'db.select().from(users).where(eq(users.id, u));'),
    ok('a column of a centre-owned table in sql', 'sql`${roles.centreId} = ${centreId}`;'),
    ok('the escape inside sql', "sql`exists (select 1 from ${acrossCentres(roles, 'the row\\'s own centre')})`;"),
    ok('a local variable named like a table', 'function f(roles: string[]) { return Array.from(roles); }'),
    { name: 'a same-named import from a module that is not a table module', code: "import { contacts } from './addressBook';\ndb.select().from(contacts);", options },
  ],
  invalid: [
    bad('select on the database handle', 'db.select().from(roles).where(eq(roles.centreId, c));', 'unscoped'),
    bad('insert through a namespace import', 'tx.insert(schema.contacts).values(row);', 'unscoped'),
    bad('update and delete on a transaction', 'tx.update(centreProviders).set({ active: false });\ntx.delete(roles).where(cond);', 'unscoped', 'unscoped'),
    bad('a join outside a scope', 'db.select().from(users).leftJoin(roles, eq(roles.userId, users.id));', 'unscoped'),
    bad('$count', 'db.$count(contacts);', 'unscoped'),
    bad('a variable that is not a scope', 'const scoped = db;\nscoped.select().from(roles);', 'unscoped'),
    bad('a parameter typed as the database', 'function f(scoped: Db) { return scoped.select().from(roles); }', 'unscoped'),
    bad('a centre-owned table interpolated into sql', 'sql`select 1 from ${roles} where ${roles.userId} = ${u}`;', 'unscopedSql'),
    bad('the relational query API', 'db.query.contacts.findMany();', 'relationalQuery'),
    bad('the escape without a reason', 'db.select().from(acrossCentres(roles));', 'missingReason'),
    bad('the escape with a blank reason', "db.select().from(acrossCentres(roles, '  '));", 'missingReason'),
    bad('the escape with a reason that is not a literal', 'db.select().from(acrossCentres(roles, why));', 'missingReason'),
    { name: 'an aliased import from a table module', code: "import { roles as memberships } from '../../db/baseTables';\ndb.delete(memberships);", options, errors: [{ messageId: 'unscoped' }] },
  ],
});
