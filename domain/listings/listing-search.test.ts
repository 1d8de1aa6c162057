import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingSearchText, matchesSearch, prefixTsQuery, searchDocumentWords, searchQueryWords } from './listing-search.ts';

// A listing is found by any word or code of its title, make, model, trim or VIN, with
// hyphens and spaces as typed, in any case and with any punctuation around, by the beginning of a word, and
// by its full title.

const PREVOST = { title: '2005 Prevost H3-45 Featherlite Vantare', make: 'Prevost', model: 'H3-45', trim: 'Featherlite Vantare', vin: '2PCH33493XC712345' };

describe('the reported listing', () => {
  const text = listingSearchText(PREVOST);
  it.each([
    'H3-45',
    'h3-45',
    'H3 45',
    'H345',
    'h3-4',
    'Prevost',
    'prevost h3-45',
    '2005 Prevost H3-45 Featherlite Vantare',
    '"Prevost, H3-45!"',
    'featherl',
    '2PCH33493XC712345',
    '2pch334',
    'vantare 2005',
  ])('finds it by %s', (q) => expect(matchesSearch(text, q)).toBe(true));
  it.each(['H3-46', 'H346', 'Prevost X3-45', 'vantares', 'featherlight'])('does not find it by %s', (q) => expect(matchesSearch(text, q)).toBe(false));
  it('has the words and the codes written whole', () => {
    expect(searchDocumentWords('H3-45 Mercedes-Benz 3.0L Citroën')).toEqual(
      expect.arrayContaining(['h3', '45', 'h345', 'mercedes', 'benz', 'mercedesbenz', '3', '0l', '30l', 'citroen']),
    );
  });
});

describe('prefixTsQuery', () => {
  it('makes every word a required prefix, lowercased, in any order', () => {
    expect(prefixTsQuery('Porsche 911')).toBe('porsche:* & 911:*');
    expect(prefixTsQuery('  pors  ')).toBe('pors:*');
    expect(prefixTsQuery('H3-45')).toBe('h3:* & 45:*');
  });
  it('keeps letters and digits only, so operators cannot be injected', () => {
    expect(prefixTsQuery("it's a & b | !c:*")).toBe('it:* & s:* & a:* & b:* & c:*');
    expect(prefixTsQuery('Citroën')).toBe('citroen:*');
    expect(prefixTsQuery("'&|!()")).toBeNull();
    expect(prefixTsQuery(undefined)).toBeNull();
  });
  it('is letters, digits and its own operators only, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (q) => {
        const t = prefixTsQuery(q);
        if (t !== null) expect(t).toMatch(/^[a-z0-9]+:\*( & [a-z0-9]+:\*)*$/);
      }),
    );
  });
});

// The family of vehicle texts: words, numbers and codes ('H3-45', 'F-150', '3.0L', '4/4'), with accents and
// punctuation around them.
const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéëüñçÅ'.split(''));
const digits = fc.constantFrom(...'0123456789'.split(''));
const part = fc.oneof(
  fc.array(letters, { minLength: 1, maxLength: 8 }).map((a) => a.join('')),
  fc.array(digits, { minLength: 1, maxLength: 4 }).map((a) => a.join('')),
  fc.tuple(fc.array(letters, { minLength: 1, maxLength: 3 }), fc.array(digits, { minLength: 1, maxLength: 3 })).map(([l, d]) => l.join('') + d.join('')),
);
const joinerChar = fc.constantFrom('-', '.', '/', '–', '_', '+');
/** A token of a title: a word or a code of parts joined by hyphens, dots, slashes... */
const token = fc.tuple(fc.array(part, { minLength: 1, maxLength: 3 }), fc.array(joinerChar, { minLength: 2, maxLength: 2 })).map(([parts, js]) => ({
  parts,
  text: parts.map((p, i) => (i === 0 ? p : `${js[(i - 1) % js.length]}${p}`)).join(''),
}));
const wrap = fc.constantFrom(['', ''], ['(', ')'], ['"', '"'], ['', ','], ['', '!'], ["'", "'"]);
const title = fc.array(fc.tuple(token, wrap), { minLength: 1, maxLength: 7 }).map((ts) => ({
  tokens: ts.map(([t]) => t),
  text: ts.map(([t, [a, b]]) => `${a}${t.text}${b}`).join(' '),
}));
const randomCase = (s: string, flips: boolean[]) => [...s].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c.toLowerCase())).join('');
const flips = fc.array(fc.boolean(), { minLength: 1, maxLength: 8 });
const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

describe('the search family', () => {
  it('finds a listing by its full title, in any case', () => {
    fc.assert(
      fc.property(title, flips, (t, f) => {
        expect(matchesSearch(t.text, randomCase(t.text, f))).toBe(true);
      }),
    );
  });

  it('finds it by any word or code, with its hyphens, with spaces instead, or written whole', () => {
    fc.assert(
      fc.property(title, fc.nat(), fc.constantFrom('as typed', 'spaces', 'whole'), flips, (t, n, how, f) => {
        const tok = t.tokens[n % t.tokens.length]!;
        const typed = how === 'as typed' ? tok.text : how === 'spaces' ? tok.parts.join(' ') : tok.parts.join('');
        expect(matchesSearch(t.text, randomCase(typed, f))).toBe(true);
      }),
    );
  });

  it('finds it by the beginning of any word, with punctuation around the search', () => {
    fc.assert(
      fc.property(title, fc.nat(), fc.nat(), wrap, (t, n, cut, [a, b]) => {
        const words = searchDocumentWords(t.text);
        const word = words[n % words.length]!;
        const prefix = word.slice(0, 1 + (cut % word.length));
        expect(matchesSearch(t.text, `${a}${prefix}${b}`)).toBe(true);
      }),
    );
  });

  it('finds it by several words in any order', () => {
    fc.assert(
      fc.property(title, fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }), (t, picks) => {
        const chosen = picks.map((i) => t.tokens[i % t.tokens.length]!.text);
        expect(matchesSearch(t.text, chosen.join(' '))).toBe(true);
      }),
    );
  });

  it('does not find it by a word that begins none of its words or codes', () => {
    fc.assert(
      fc.property(title, fc.array(fc.constantFrom(...'qxzjkw0123'.split('')), { minLength: 3, maxLength: 9 }), (t, chars) => {
        const word = chars.join('');
        const known = searchDocumentWords(t.text);
        fc.pre(!known.some((d) => d.startsWith(word)));
        expect(matchesSearch(t.text, `${t.tokens[0]!.text} ${word}`)).toBe(false);
      }),
    );
  });

  it('reads the search and the listing by the same words: the words of a text always find it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        expect(matchesSearch(text, text)).toBe(true);
        expect(searchQueryWords(text).every((w) => /^[a-z0-9]+$/.test(w))).toBe(true);
        expect(searchQueryWords(text)).toEqual(searchQueryWords(fold(text).toUpperCase()));
      }),
    );
  });
});
