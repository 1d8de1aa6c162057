// Decision 015: the pages' Content-Security-Policy allows no eval. Zod compiles object parsers with
// `new Function` when it may, and its probe for that is itself a policy violation; in the browser it
// parses without compiling. Import this before any module that builds a zod schema (the domain's inputs).
import { config } from 'zod';

config({ jitless: true });
