/**
 * kura/centre-scope: every query on a centre-owned table goes through the centre scope
 * (src/server/db/centreScope.ts) or says why it crosses centres.
 *
 * Reported, where T is a centre-owned table (option `tables`: the export names of every table
 * with a centre_id column, generated into eslint-rules/centreOwnedTables.gen.json by `npm run gen`)
 * imported from a table module (db/schema, db/schema.gen, db/*Tables):
 *   - query builder calls with T as first argument: .from(T), .update(T), .delete(T), .insert(T),
 *     .innerJoin/.leftJoin/.rightJoin/.fullJoin/.crossJoin(T) (and the lateral joins), .$count(T);
 *   - Drizzle's relational queries db.query.T;
 *   - T interpolated into a sql`…` template;
 * unless the call chain starts at a centre scope (forCentre(…), or a variable initialised with
 * forCentre(…) or declared as CentreScope), or T is wrapped in the escape: acrossCentres(T, 'why'),
 * whose reason must be a non-empty string literal.
 */

const QUERY_METHODS = new Set([
  'from',
  'update',
  'delete',
  'insert',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  '$count',
]);

const DEFAULTS = {
  scopeFactory: 'forCentre',
  scopeType: 'CentreScope',
  escape: 'acrossCentres',
  /** Import sources of table modules: …/db/schema, ./schema.gen, ./baseTables, … */
  schemaModule: '(^|/)(schema|schema\\.gen|[A-Za-z]+Tables)$',
};

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Queries on centre-owned tables go through forCentre() or acrossCentres(table, reason)' },
    schema: [
      {
        type: 'object',
        properties: {
          tables: { type: 'array', items: { type: 'string' } },
          scopeFactory: { type: 'string' },
          scopeType: { type: 'string' },
          escape: { type: 'string' },
          schemaModule: { type: 'string' },
        },
        required: ['tables'],
        additionalProperties: false,
      },
    ],
    messages: {
      unscoped:
        "Query on the centre-owned table '{{table}}' outside the centre scope: use {{scopeFactory}}(db, centreId), or {{escape}}({{table}}, 'why') where crossing centres is the point.",
      unscopedSql:
        "The centre-owned table '{{table}}' in a sql template is not centre-scoped: use {{scopeFactory}}(db, centreId).condition({{table}}, …), or {{escape}}({{table}}, 'why').",
      relationalQuery: "db.query.{{table}} reads every centre: use {{scopeFactory}}(db, centreId).select().from({{table}}).",
      missingReason: "{{escape}}() needs the table and a non-empty string literal saying why the query crosses centres.",
    },
  },

  create(context) {
    const options = { ...DEFAULTS, ...(context.options[0] ?? {}) };
    const tables = new Set(options.tables);
    const schemaModule = new RegExp(options.schemaModule);
    const sourceCode = context.sourceCode;

    /** The variable a name refers to at `node`, following scopes outwards. */
    function variableOf(node, name) {
      for (let scope = sourceCode.getScope(node); scope; scope = scope.upper) {
        const found = scope.set.get(name);
        if (found) return found;
      }
      return null;
    }

    /** An import binding: { imported, namespace } or null. */
    function importOf(node, name) {
      const variable = variableOf(node, name);
      const def = variable?.defs[0];
      if (!def || def.type !== 'ImportBinding' || !schemaModule.test(String(def.parent.source.value))) return null;
      if (def.node.type === 'ImportNamespaceSpecifier') return { namespace: true };
      if (def.node.type === 'ImportSpecifier') return { imported: def.node.imported.name ?? def.node.imported.value };
      return null;
    }

    /** The table's export name when `node` is a centre-owned table: an imported `roles` or `schema.roles`. */
    function centreTable(node) {
      if (node.type === 'Identifier') {
        const imp = importOf(node, node.name);
        return imp?.imported && tables.has(imp.imported) ? imp.imported : null;
      }
      if (node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier' && node.property.type === 'Identifier') {
        const imp = importOf(node, node.object.name);
        return imp?.namespace && tables.has(node.property.name) ? node.property.name : null;
      }
      return null;
    }

    const isEscape = (node) => node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === options.escape;

    /** Where a call chain starts: `a` of a.b(…).c(…).d. */
    function chainRoot(node) {
      let n = node;
      for (;;) {
        if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression') n = n.callee.object;
        else if (n.type === 'MemberExpression') n = n.object;
        else if (n.type === 'TSNonNullExpression' || n.type === 'TSAsExpression' || n.type === 'ChainExpression') n = n.expression;
        else return n;
      }
    }

    const isFactoryCall = (node) => node?.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === options.scopeFactory;
    const isScopeType = (annotation) => {
      const type = annotation?.typeAnnotation;
      return type?.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && type.typeName.name === options.scopeType;
    };

    /** A centre scope: forCentre(…) itself, or a name bound to it (const x = forCentre(…), x: CentreScope). */
    function isScope(node) {
      if (isFactoryCall(node)) return true;
      if (node.type !== 'Identifier') return false;
      const def = variableOf(node, node.name)?.defs[0];
      if (!def) return false;
      if (def.type === 'Variable') return isFactoryCall(def.node.init) || isScopeType(def.node.id.typeAnnotation);
      if (def.type === 'Parameter') return isScopeType(def.name.typeAnnotation);
      return false;
    }

    function checkEscape(node) {
      const [table, why] = node.arguments;
      const literal = why?.type === 'Literal' && typeof why.value === 'string' ? why.value : why?.type === 'TemplateLiteral' && why.expressions.length === 0 ? why.quasis[0].value.cooked : null;
      if (!table || !literal || literal.trim() === '') context.report({ node, messageId: 'missingReason', data: options });
    }

    return {
      CallExpression(node) {
        if (isEscape(node)) return checkEscape(node);
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (!QUERY_METHODS.has(callee.property.name) || node.arguments.length === 0) return;
        const table = centreTable(node.arguments[0]);
        if (!table || isScope(chainRoot(callee.object))) return;
        context.report({ node: node.arguments[0], messageId: 'unscoped', data: { ...options, table } });
      },
      MemberExpression(node) {
        // db.query.<table>: the relational query API has no centre condition.
        const parent = node.object;
        if (node.computed || node.property.type !== 'Identifier' || parent.type !== 'MemberExpression') return;
        if (parent.computed || parent.property.type !== 'Identifier' || parent.property.name !== 'query') return;
        if (tables.has(node.property.name)) context.report({ node, messageId: 'relationalQuery', data: { ...options, table: node.property.name } });
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        for (const expression of node.quasi.expressions) {
          const table = centreTable(expression);
          if (table) context.report({ node: expression, messageId: 'unscopedSql', data: { ...options, table } });
        }
      },
    };
  },
};

export default rule;
