// Decision 015: the pages' Content-Security-Policy allows no eval. Zod compiles object parsers with
// `new Function` when it may, and its probe for that is itself a policy violation; in the browser it
// parses without compiling. Zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy
// of it, read when a schema is built), so the entry sets `jitless` there before any page module loads,
// without loading zod itself.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
