import { Ajv, type ValidateFunction } from 'ajv';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app.ts';

/**
 * The API's replies checked against its own OpenAPI document (/api/docs, generated from
 * the routes' schemas): a reply's status must be one the document lists for that route, and its JSON body
 * must validate against the schema documented for that status. Tests call the API through `documented`
 * (inject, then this check), so an undocumented status fails the test that met it.
 */
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: object;
}
interface Template {
  path: string;
  pattern: RegExp;
  params: number;
}

const contracts = new WeakMap<App, Contract>();

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema: the value or null. (Ajv reads `nullable` beside `type`
 * only; beside `enum` it would refuse the null the document allows.)
 */
function nullableAsJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const inner = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, nullableAsJsonSchema(v)]));
  return nullable === true ? { anyOf: [inner, { type: 'null' }] } : inner;
}

class Contract {
  private readonly templates: Template[];
  private readonly validators = new Map<string, ValidateFunction>();
  // Formats ('uuid', 'date-time') and OpenAPI's `nullable` are read leniently: the shape is what is checked.
  private readonly ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });

  constructor(private readonly doc: Document) {
    this.templates = Object.keys(doc.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(
          `^${path
            .replace(/[.+?^$()|[\]\\]/g, '\\$&')
            .replace(/\{[^}]+\}/g, '[^/]+')
            .replace(/\*/g, '.*')}$`,
        ),
        params: (path.match(/\{|\*/g) ?? []).length,
      }))
      // A static path before one with parameters: /api/listings/hero before /api/listings/{id}.
      .sort((a, b) => a.params - b.params);
  }

  /** The documented operation a request reaches, or null when the document has none (a hidden route). */
  operation(method: string, url: string): { path: string; op: Operation } | null {
    // The path as the server routes it: resolved the way a browser and the inject client do, so dot
    // segments ('/api/auctions/./my-offers', '%2E') reach the route they resolve to, not the one they spell.
    const path = new URL(url, 'http://localhost').pathname;
    for (const t of this.templates) {
      if (!t.pattern.test(path)) continue;
      const op = this.doc.paths[t.path]?.[method.toLowerCase()];
      if (op) return { path: t.path, op };
    }
    return null;
  }

  /** What is wrong with a reply by the document: an undocumented status, a body outside its schema. */
  problems(method: string, url: string, res: LightMyRequestResponse): string[] {
    const found = this.operation(method, url);
    if (!found) return [];
    const where = `${method} ${found.path} (${url.slice(0, 120)})`;
    const status = String(res.statusCode);
    const response = found.op.responses[status] ?? found.op.responses[`${status[0]}XX`] ?? found.op.responses.default;
    if (!response) return [`${where}: ${status} is not documented (documented: ${Object.keys(found.op.responses).join(', ')}); body ${res.body.slice(0, 160)}`];
    const schema = response.content?.['application/json']?.schema;
    if (!schema || !/json/.test(String(res.headers['content-type'] ?? ''))) return [];
    const key = `${method} ${found.path} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(nullableAsJsonSchema({ ...schema, components: this.doc.components ?? {} }) as object);
      this.validators.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return [`${where}: ${status} says JSON but its body is not: ${res.body.slice(0, 160)}`];
    }
    return validate(body)
      ? []
      : [`${where}: ${status} body does not match the document: ${this.ajv.errorsText(validate.errors)}; body ${res.body.slice(0, 160)}`];
  }
}

/** The contract of an app, read once from its generated OpenAPI document. */
export async function contractOf(app: App): Promise<Contract> {
  let contract = contracts.get(app);
  if (!contract) {
    await app.ready();
    contract = new Contract(app.swagger() as unknown as Document);
    contracts.set(app, contract);
  }
  return contract;
}

/** Fails when a reply's status is not documented for its route, or its body does not match the document. */
export async function expectDocumented(app: App, method: string, url: string, res: LightMyRequestResponse): Promise<void> {
  // Soft: a test reports every reply that breaks the document, not only the first.
  expect.soft((await contractOf(app)).problems(method, url, res)).toEqual([]);
}

/** `app.inject`, then expectDocumented on the reply. */
export async function documented(app: App, opts: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse> {
  const res = await app.inject(opts);
  await expectDocumented(app, opts.method, opts.url, res);
  return res;
}
