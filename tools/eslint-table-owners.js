import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';

// Every table has one owning module (server/db/table-owners.json), and only its owner writes
// it. A write is a Drizzle `.insert(t)`, `.update(t)` or `.delete(t)` of a table of server/db/schema.ts, or SQL
// text that says `insert into t`, `update t` or `delete from t`. Another module asks the owner through the
// owner's entry points. The map's `debt` lists the writes that predate the rule, each with why it still stands;
// the rule refuses any other (and a test keeps the debt list equal to what the code still does).
const root = process.cwd();

const schemaSource = readFileSync(new URL('../server/db/schema.ts', import.meta.url), 'utf8');
/** Drizzle variable -> SQL table name, read from the schema's `export const x = pgTable('x_y', ...)`. */
export const TABLE_OF_VARIABLE = Object.fromEntries([...schemaSource.matchAll(/export const (\w+) = pgTable\(\s*'([a-z0-9_]+)'/g)].map((m) => [m[1], m[2]]));
const TABLES = new Set(Object.values(TABLE_OF_VARIABLE));
export const TABLE_OWNERS = JSON.parse(readFileSync(new URL('../server/db/table-owners.json', import.meta.url), 'utf8')).tables;

/**
 * The module a file belongs to ('deals', 'platform/auth', 'http', 'db'), or null for code the rule does not
 * judge: tests and their stand-ins, the demo seed, migrations, and everything outside server/.
 */
export function moduleOf(file) {
  const rel = relative(root, file).split(sep).join('/');
  if (!rel.startsWith('server/') || /\.test\.tsx?$/.test(rel)) return null;
  if (/^server\/(test|seed|db\/migrations)\//.test(rel)) return null;
  const parts = rel.split('/');
  if (parts[1] === 'modules') return parts[2] ?? null;
  if (parts[1] === 'platform' || parts[1] === 'db') return parts.length > 3 ? `${parts[1]}/${parts[2]}` : parts[1];
  if (parts.length === 2) return 'root';
  return parts[1];
}

const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** Whether `module` may write `table`: it owns it, or the map lists the write as debt. */
export function mayWrite(module, table) {
  const entry = TABLE_OWNERS[table];
  if (!entry) return false;
  return entry.owner === module || Object.prototype.hasOwnProperty.call(entry.debt ?? {}, module);
}

export const tableOwners = {
  meta: {
    type: 'problem',
    messages: { foreign: '{{reason}}', write: '{{module}} {{table}}' },
    // { listAll: true } reports every write as 'module table' (the test that keeps the debt list true uses it).
    schema: [{ type: 'object', properties: { listAll: { type: 'boolean' } }, additionalProperties: false }],
  },
  create(context) {
    const module = moduleOf(context.filename);
    if (!module) return {};
    const listAll = context.options[0]?.listAll === true;
    function report(node, table) {
      if (listAll) return context.report({ node, messageId: 'write', data: { module, table } });
      if (mayWrite(module, table)) return;
      const entry = TABLE_OWNERS[table];
      const reason = entry
        ? `'${module}' writes table ${table}, which '${entry.owner}' owns: call an entry point of '${entry.owner}' (server/db/table-owners.json).`
        : `'${module}' writes table ${table}, which has no owner in server/db/table-owners.json: give it one first.`;
      context.report({ node, messageId: 'foreign', data: { reason } });
    }
    function sqlText(node, text) {
      for (const m of text.matchAll(SQL_WRITE)) {
        const table = m[2].toLowerCase();
        if (TABLES.has(table)) report(node, table);
      }
    }
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!['insert', 'update', 'delete'].includes(callee.property.name)) return;
        const arg = node.arguments[0];
        const name = arg?.type === 'Identifier' ? arg.name : arg?.type === 'MemberExpression' && arg.property.type === 'Identifier' ? arg.property.name : null;
        const table = name ? TABLE_OF_VARIABLE[name] : undefined;
        if (table) report(arg, table);
      },
      TemplateLiteral(node) {
        sqlText(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
        // sql`insert into ${totpLastSteps} ...`: the table is the interpolated Drizzle table.
        node.quasis.forEach((q, i) => {
          const next = node.expressions[i];
          if (!next || !/(insert\s+into|update|delete\s+from)\s*$/i.test(q.value.cooked ?? q.value.raw)) return;
          const name =
            next.type === 'Identifier' ? next.name : next.type === 'MemberExpression' && next.property.type === 'Identifier' ? next.property.name : null;
          const table = name ? TABLE_OF_VARIABLE[name] : undefined;
          if (table) report(next, table);
        });
      },
      Literal(node) {
        if (typeof node.value === 'string') sqlText(node, node.value);
      },
    };
  },
};
