import { dirname, relative, resolve, sep } from 'node:path';

// DESIGN "Shape": domain imports neither server nor web; web features do not import each other;
// server and web do not import each other.
const root = process.cwd();

function area(file) {
  const rel = relative(root, file).split(sep).join('/');
  if (rel.startsWith('domain/')) return { kind: 'domain' };
  if (rel.startsWith('server/')) return { kind: 'server' };
  const feature = /^web\/src\/features\/([^/]+)\//.exec(rel);
  if (feature) return { kind: 'web', feature: feature[1] };
  if (rel.startsWith('web/')) return { kind: 'web' };
  return { kind: 'other' };
}

// DESIGN "Style": demo-only code (seed data, the drawing of the demo images) lives with the seed, so the
// product (server/modules, server/http, server/platform) never imports it; server/compose.ts and
// server/main.ts wire it in. Tests may still seed their data.
const PRODUCT = /^server\/(modules|http|platform)\//;
function importsSeed(file, target) {
  const [from, to] = [file, target].map((f) => relative(root, f).split(sep).join('/'));
  return PRODUCT.test(from) && !/\.test\.tsx?$/.test(from) && to.startsWith('server/seed/');
}

// The test harness (server/test/: the test app, fixtures, and the local stand-ins that speak Stripe's and S3's
// protocols) serves tests only: product code that imported it would ship a fake provider or a test database.
// Tests, e2e/ and bench/ may use it.
const MAY_USE_HARNESS = [/\.test\.tsx?$/, /^server\/test\//, /^e2e\//, /^bench\//];
function importsHarness(file, target) {
  const [from, to] = [file, target].map((f) => relative(root, f).split(sep).join('/'));
  return to.startsWith('server/test/') && !MAY_USE_HARNESS.some((allowed) => allowed.test(from));
}

export const boundaries = {
  meta: { type: 'problem', messages: { crossing: '{{reason}}' }, schema: [] },
  create(context) {
    const from = area(context.filename);
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolve(dirname(context.filename), spec);
      const to = area(target);
      let reason = null;
      if (from.kind === 'domain' && (to.kind === 'server' || to.kind === 'web')) reason = 'domain/ must not import server/ or web/.';
      else if (from.kind === 'server' && to.kind === 'web') reason = 'server/ must not import web/.';
      else if (from.kind === 'web' && to.kind === 'server') reason = 'web/ must not import server/.';
      else if (from.feature && to.feature && from.feature !== to.feature)
        reason = `web feature '${from.feature}' must not import feature '${to.feature}': compose them in a page.`;
      if (!reason && importsSeed(context.filename, target))
        reason = 'server/modules, server/http and server/platform must not import the seed (server/seed/): take it as a dependency wired in server/compose.ts.';
      if (!reason && importsHarness(context.filename, target))
        reason = 'Product code must not import the test harness (server/test/): it is for tests, e2e/ and bench/ only.';
      if (reason) context.report({ node: node.source, messageId: 'crossing', data: { reason } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
