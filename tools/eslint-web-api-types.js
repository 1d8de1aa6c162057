import { relative, sep } from 'node:path';

// A wire shape is written once, as a zod schema in domain/ that the route and the web hook both import
// (docs/architecture.md). A web feature's api.ts therefore exports no shape of its own: no interface and no
// object-shaped type alias; its types are `z.infer` of domain's schemas, re-exported. Types that describe no
// server answer (a form's fields, a filter) live in the feature's other files.
const root = process.cwd();
const API_FILE = /^web\/src\/features\/[^/]+\/api\.tsx?$/;

/** Whether a type annotation writes an object shape: a literal `{ ... }`, a mapped type, or one inside a union, intersection or array. */
function writesShape(node) {
  if (!node) return false;
  switch (node.type) {
    case 'TSTypeLiteral':
    case 'TSMappedType':
      return true;
    case 'TSUnionType':
    case 'TSIntersectionType':
      return node.types.some(writesShape);
    case 'TSArrayType':
      return writesShape(node.elementType);
    case 'TSTupleType':
      return node.elementTypes.some(writesShape);
    default:
      return false;
  }
}

const isShape = (decl) => decl?.type === 'TSInterfaceDeclaration' || (decl?.type === 'TSTypeAliasDeclaration' && writesShape(decl.typeAnnotation));

export const webApiTypes = {
  meta: {
    type: 'problem',
    messages: {
      shape:
        "{{name}} is a shape written in a web feature's api.ts: write it once as a zod schema in domain/ and re-export its z.infer type (a type that is no server answer belongs in another file of the feature).",
    },
    schema: [],
  },
  create(context) {
    const rel = relative(root, context.filename).split(sep).join('/');
    if (!API_FILE.test(rel)) return {};
    const local = new Map();
    const report = (node, name) => context.report({ node, messageId: 'shape', data: { name } });
    return {
      'Program > TSInterfaceDeclaration, Program > TSTypeAliasDeclaration'(node) {
        if (isShape(node)) local.set(node.id.name, node);
      },
      ExportNamedDeclaration(node) {
        if (isShape(node.declaration)) return report(node.declaration, node.declaration.id.name);
        if (node.source) return;
        for (const spec of node.specifiers) {
          const name = spec.local.type === 'Identifier' ? spec.local.name : null;
          if (name && local.has(name)) report(spec, name);
        }
      },
    };
  },
};
