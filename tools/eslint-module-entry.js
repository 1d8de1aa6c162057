import { existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

// A server module that has a public entry (server/modules/<m>/index.ts) is reached only through it: another module,
// the composition root, the seed or a benchmark imports `<m>/index.ts`, never one of the module's own files, so the
// module names in one place what others may call and keeps the rest to itself. Tests may reach inside.
const root = process.cwd();
const MODULE_FILE = /^server\/modules\/([^/]+)\/(.+)$/;

const posix = (file) => relative(root, file).split(sep).join('/');
const isTest = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith('server/test/') || rel.startsWith('e2e/');

/** The module an import reaches inside of, past its entry, or null when the import is allowed. */
export function insideOf(importer, target) {
  const [from, to] = [posix(importer), posix(target)];
  if (isTest(from)) return null;
  const m = MODULE_FILE.exec(to);
  if (!m || m[2] === 'index.ts' || from.startsWith(`server/modules/${m[1]}/`)) return null;
  return existsSync(resolve(root, 'server/modules', m[1], 'index.ts')) ? { module: m[1], file: m[2] } : null;
}

export const moduleEntry = {
  meta: { type: 'problem', messages: { inside: '{{reason}}' }, schema: [] },
  create(context) {
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const inside = insideOf(context.filename, resolve(dirname(context.filename), spec));
      if (!inside) return;
      const reason = `${inside.file} is inside the ${inside.module} module: import what it offers from ${inside.module}/index.ts, its public entry.`;
      context.report({ node: node.source, messageId: 'inside', data: { reason } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
