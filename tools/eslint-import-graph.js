import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// Imports flow one way. Three checks over the whole import graph of server/, web/src/
// and domain/ (read from disk once per lint run; the file being linted is taken as written):
//  - no import circle between files, type imports included (a circle of types still ties the files);
//  - no circle between server modules (server/modules/<m>/, tests and fixtures left out).
// That another module reaches a module only through its public entry is tools/eslint-module-entry.js.

const root = process.cwd();
const AREAS = ['server', 'web/src', 'domain'];
const SKIP = new Set(['node_modules', 'dist', 'data', 'migrations', '.git']);
const SOURCE = /\.(ts|tsx|js)$/;
const SPECIFIERS = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

const posix = (file) => relative(root, file).split(sep).join('/');
const isTest = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith('server/test/') || rel.startsWith('e2e/');
const moduleOf = (rel) => (isTest(rel) ? null : (/^server\/modules\/([^/]+)\//.exec(rel)?.[1] ?? null));

function targetsOf(file, source) {
  const out = new Set();
  for (const m of source.matchAll(SPECIFIERS)) {
    const target = resolve(dirname(file), m[1] ?? m[2]);
    if (existsSync(target)) out.add(posix(target));
  }
  return out;
}

let diskGraph = null;
function graphOnDisk() {
  if (diskGraph) return diskGraph;
  diskGraph = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name)) diskGraph.set(posix(path), targetsOf(path, readFileSync(path, 'utf8')));
    }
  };
  for (const area of AREAS) if (existsSync(join(root, area))) walk(join(root, area));
  return diskGraph;
}

/** A path of files from `from` to `to` over the graph, or null. */
function pathBetween(edges, from, to) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length) {
    const path = queue.shift();
    for (const next of edges(path[path.length - 1])) {
      if (next === to) return [...path, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
    }
  }
  return null;
}

export const importGraph = {
  meta: { type: 'problem', messages: { graph: '{{reason}}' }, schema: [] },
  create(context) {
    const self = posix(context.filename);
    if (!AREAS.some((a) => self.startsWith(`${a}/`))) return {};
    const graph = graphOnDisk();
    const mine = targetsOf(context.filename, context.sourceCode.text);
    const fileEdges = (f) => (f === self ? mine : (graph.get(f) ?? []));
    const moduleEdges = (m) => {
      const out = new Set();
      for (const [f, targets] of [...graph].filter(([f]) => f !== self).concat([[self, mine]])) {
        if (moduleOf(f) !== m) continue;
        for (const t of targets) {
          const tm = moduleOf(t);
          if (tm && tm !== m) out.add(tm);
        }
      }
      return out;
    };
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = posix(resolve(dirname(context.filename), spec));
      const report = (reason) => context.report({ node: node.source, messageId: 'graph', data: { reason } });
      const circle = pathBetween(fileEdges, target, self);
      if (circle) return report(`import circle: ${[self, ...circle].join(' -> ')}. Move what both need into a file below them.`);
      const from = moduleOf(self);
      const to = moduleOf(target);
      if (from && to && from !== to) {
        const back = pathBetween(moduleEdges, to, from);
        if (back) return report(`module circle: ${[from, ...back].join(' -> ')}. One module may call another's use case, not both ways.`);
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
