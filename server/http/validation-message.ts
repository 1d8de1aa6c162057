// A request the schema refuses is answered with a plain sentence, the same on every route:
// a message the schema wrote for people ('Choose a rating from 1 to 5 stars.') as it is, never behind its
// field's path ('rating: ...'); a message of the schema library's own ('Too small: expected string to have
// >=1 characters') turned into a sentence that names the field in words ('The token is empty.').

/** One refusal as fastify-type-provider-zod reports it: the Zod issue's code, path, message and the rest. */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Where the refused value was: the body, the query string or the address's path. */
export type ValidationContext = 'body' | 'querystring' | 'params' | 'headers' | string | undefined;

/** The schema library's own wordings (zod's English locale); a schema's own message never starts so. */
const LIBRARY_WORDING = /^(Invalid|Too small|Too big|Unrecognized key)/;

/** 'displayName' -> 'display name', 'auction_id' -> 'auction ID'. */
export function fieldWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  return words.map((w) => (w === 'id' ? 'ID' : w === 'url' ? 'address' : w)).join(' ');
}

/** The field named by the issue's path (its last named segment), or null for the whole body or query. */
function fieldOf(instancePath: string | undefined): string | null {
  const segments = (instancePath ?? '').split('/').filter((s) => s !== '' && !/^\d+$/.test(s));
  const last = segments.at(-1);
  return last ? fieldWords(last) : null;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'a set of fields',
  array: 'a list',
  date: 'a date',
};

function withStop(sentence: string): string {
  const s = sentence.trim();
  return /[.?!]$/.test(s) ? s : `${s}.`;
}

const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The sentence for one refused value. */
export function validationMessage(issue: ValidationIssue | undefined, context?: ValidationContext): string {
  if (!issue) return 'The request is not valid.';
  const own = issue.message?.trim();
  if (own && !LIBRARY_WORDING.test(own)) return withStop(capitalized(own));

  const p = issue.params ?? {};
  const field = fieldOf(issue.instancePath);
  if (context === 'params') {
    // A path parameter: the address names something that cannot exist.
    const thing = field?.replace(/\s*ID$/, '').trim();
    return thing ? `The address names no valid ${thing}.` : 'The address is not valid.';
  }
  const subject = field ? `The ${field}` : context === 'querystring' ? 'The search address' : 'The request';
  const code = issue.keyword ?? '';
  const origin = typeof p.origin === 'string' ? p.origin : '';
  const bound = (key: 'minimum' | 'maximum') => {
    const v = p[key];
    if (typeof v !== 'number' && typeof v !== 'bigint') return null;
    // 2,000 characters, but the year 1800.
    return Number(v) >= 10_000 ? Number(v).toLocaleString('en-US') : String(v);
  };

  switch (code) {
    case 'invalid_type': {
      if (own?.endsWith('received undefined')) return `${subject} is missing.`;
      const expected = typeof p.expected === 'string' ? TYPE_WORDS[p.expected] : undefined;
      return expected ? `${subject} must be ${expected}.` : `${subject} is not valid.`;
    }
    case 'too_small': {
      const min = bound('minimum');
      if (origin === 'string') return min === '1' || min === null ? `${subject} is empty.` : `${subject} must be at least ${min} characters.`;
      if (origin === 'array' || origin === 'set') return `${subject} must have at least ${min ?? 1} ${min === '1' ? 'item' : 'items'}.`;
      return min === null ? `${subject} is too small.` : `${subject} must be at least ${min}.`;
    }
    case 'too_big': {
      const max = bound('maximum');
      if (origin === 'string') return max === null ? `${subject} is too long.` : `${subject} must be at most ${max} characters.`;
      if (origin === 'array' || origin === 'set') return `${subject} must have at most ${max ?? 0} ${max === '1' ? 'item' : 'items'}.`;
      return max === null ? `${subject} is too large.` : `${subject} must be at most ${max}.`;
    }
    case 'invalid_value': {
      const values = Array.isArray(p.values) ? p.values.map(String) : [];
      if (values.length === 1) return `${subject} must be ${values[0]}.`;
      if (values.length === 2) return `${subject} must be ${values[0]} or ${values[1]}.`;
      if (values.length > 2) return `${subject} must be one of ${values.slice(0, -1).join(', ')} or ${values.at(-1)}.`;
      return `${subject} is not one of the accepted values.`;
    }
    case 'invalid_format': {
      const format = typeof p.format === 'string' ? p.format : '';
      if (format === 'uuid' || format === 'guid') return `${subject} is not a valid ID.`;
      if (format === 'email') return `${subject} is not a valid email address.`;
      if (format === 'url') return `${subject} is not a valid web address.`;
      if (format.includes('date') || format === 'time') return `${subject} is not a valid date and time.`;
      return `${subject} is not in the expected form.`;
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? p.keys.map(String) : [];
      return keys.length === 1
        ? `${subject} has a field that is not accepted here: ${keys[0]}.`
        : `${subject} has fields that are not accepted here: ${keys.join(', ')}.`;
    }
    case 'not_multiple_of':
      return `${subject} must be a whole multiple of ${String(p.divisor ?? 1)}.`;
    default:
      return `${subject} is not valid.`;
  }
}
