import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, auctionKey, auctionPath, isUuid, parseAuctionKey, slugify, uniqueSlug, type AuctionAddress } from './auction-path.ts';

const ID = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';

function paramOf(path: string): string {
  expect(path.startsWith('/auction/')).toBe(true);
  return decodeURIComponent(path.slice('/auction/'.length));
}

describe('auctionPath', () => {
  it('uses the slug when set', () => {
    expect(auctionPath({ id: ID, slug: '1967-ford-mustang', year: 1967, make: 'Ford' })).toBe('/auction/1967-ford-mustang');
  });

  it('builds year, make, model, trim and the first 8 of the id when there is no slug', () => {
    expect(auctionPath({ id: ID, slug: null, year: 2020, make: 'Ford', model: 'Mustang', trim: 'GT' })).toBe('/auction/2020-ford-mustang-gt-1a2b3c4d');
  });

  it('treats an empty slug as missing', () => {
    expect(auctionPath({ id: ID, slug: '', year: 2020, make: 'Ford' })).toBe('/auction/2020-ford-1a2b3c4d');
  });

  it('lowercases and removes non-alphanumerics within each part', () => {
    expect(auctionPath({ id: ID, year: 2019, make: 'Mercedes-Benz', model: 'G 550', trim: 'AMG Line (4MATIC)' })).toBe(
      '/auction/2019-mercedesbenz-g550-amgline4matic-1a2b3c4d',
    );
  });

  it('drops missing and empty parts', () => {
    expect(auctionPath({ id: ID, make: 'Ford', model: null, trim: '' })).toBe('/auction/ford-1a2b3c4d');
    expect(auctionPath({ id: ID, year: 2001, trim: '---' })).toBe('/auction/2001-1a2b3c4d');
    expect(auctionPath({ id: ID, model: ' F-150 ' })).toBe('/auction/f150-1a2b3c4d');
  });

  it('is auction-{first 8 of id} with no parts', () => {
    expect(auctionPath({ id: ID })).toBe('/auction/auction-1a2b3c4d');
    expect(auctionPath({ id: ID, make: '  ', model: '!!' })).toBe('/auction/auction-1a2b3c4d');
  });

  it('is auction-unknown with no parts and no id', () => {
    expect(auctionPath({ id: '' })).toBe('/auction/auction-unknown');
  });

  it('leaves the id fragment out when there are parts but no id', () => {
    expect(auctionPath({ id: '', year: 2020, make: 'Ford' })).toBe('/auction/2020-ford');
  });

  it('lowercases the id fragment', () => {
    expect(auctionKey({ id: ID.toUpperCase(), make: 'Ford' })).toBe('ford-1a2b3c4d');
  });

  it('encodes a legacy slug holding unsafe characters', () => {
    expect(auctionPath({ id: ID, slug: 'a b/c' })).toBe('/auction/a%20b%2Fc');
  });
});

describe('slugify', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('2020 Ford Mustang GT')).toBe('2020-ford-mustang-gt');
    expect(slugify('Mercedes-Benz  G 550 -- AMG!')).toBe('mercedes-benz-g-550-amg');
  });

  it('trims hyphens at both ends', () => {
    expect(slugify('  --Hello, World!--  ')).toBe('hello-world');
  });

  it('folds accents', () => {
    expect(slugify('Citroën DS Décapotable')).toBe('citroen-ds-decapotable');
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!! ***')).toBe('');
  });

  it('caps at 80 characters without a trailing hyphen', () => {
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(80));
    const cut = slugify(`${'a'.repeat(79)} bcd`);
    expect(cut).toBe('a'.repeat(79));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
  });
});

describe('uniqueSlug', () => {
  it('keeps the base when it is free', () => {
    expect(uniqueSlug('ford-mustang', () => false)).toBe('ford-mustang');
  });

  it('appends -2, -3, ... until free', () => {
    const taken = new Set(['ford-mustang', 'ford-mustang-2', 'ford-mustang-3']);
    expect(uniqueSlug('ford-mustang', (s) => taken.has(s))).toBe('ford-mustang-4');
    expect(uniqueSlug('ford-mustang', (s) => s === 'ford-mustang')).toBe('ford-mustang-2');
  });

  it('shortens a long base to stay within 80 characters', () => {
    const base = 'a'.repeat(80);
    const result = uniqueSlug(base, (s) => s === base);
    expect(result).toBe(`${'a'.repeat(78)}-2`);
    expect(result.length).toBe(80);
  });

  it('does not leave a double hyphen when shortening', () => {
    const base = `${'a'.repeat(77)}-bc`;
    expect(uniqueSlug(base, (s) => s === base)).toBe(`${'a'.repeat(77)}-2`);
  });

  it('uses auction for an empty base', () => {
    expect(uniqueSlug('', () => false)).toBe('auction');
    expect(uniqueSlug('', (s) => s === 'auction')).toBe('auction-2');
  });
});

describe('isUuid', () => {
  it('recognises full uuids in either case', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isUuid(ID.slice(0, 35))).toBe(false);
    expect(isUuid(`${ID}0`)).toBe(false);
    expect(isUuid(ID.replace(/-/g, ''))).toBe(false);
    expect(isUuid('ford-mustang')).toBe(false);
  });
});

describe('parseAuctionKey', () => {
  it('takes a full uuid as the id, with no fragment', () => {
    expect(parseAuctionKey(ID)).toEqual({ slug: ID, uuid: ID, fragment: null });
    expect(parseAuctionKey(ID.toUpperCase())).toEqual({ slug: ID.toUpperCase(), uuid: ID, fragment: null });
  });

  it('takes the trailing segment of 8+ hex characters as the fragment', () => {
    expect(parseAuctionKey('2020-ford-mustang-gt-1a2b3c4d')).toEqual({
      slug: '2020-ford-mustang-gt-1a2b3c4d',
      uuid: null,
      fragment: '1a2b3c4d',
    });
    expect(parseAuctionKey('ford-1A2B3C4D5E').fragment).toBe('1a2b3c4d5e');
  });

  it('takes the whole parameter when it is 8+ hex characters', () => {
    expect(parseAuctionKey('1a2b3c4d')).toEqual({ slug: '1a2b3c4d', uuid: null, fragment: '1a2b3c4d' });
    expect(parseAuctionKey('deadbeefcafe').fragment).toBe('deadbeefcafe');
  });

  it('has no fragment when the trailing segment is short or not hex', () => {
    expect(parseAuctionKey('1967-ford-mustang')).toEqual({ slug: '1967-ford-mustang', uuid: null, fragment: null });
    expect(parseAuctionKey('ford-1a2b3c4').fragment).toBeNull();
    expect(parseAuctionKey('ford-1a2b3c4g').fragment).toBeNull();
    expect(parseAuctionKey('auction-unknown').fragment).toBeNull();
    expect(parseAuctionKey('ford-').fragment).toBeNull();
    expect(parseAuctionKey('').fragment).toBeNull();
  });
});

describe('auctionPath and parseAuctionKey round-trip', () => {
  const cases: AuctionAddress[] = [
    { id: ID, year: 2020, make: 'Ford', model: 'Mustang', trim: 'GT' },
    { id: ID, make: 'Mercedes-Benz', model: 'G 550' },
    { id: ID, year: 1999 },
    { id: ID },
    { id: 'abcdef01-0000-4000-8000-000000000000', make: 'Deadbeef', model: 'Cafe' },
  ];

  for (const a of cases) {
    it(`finds ${auctionPath(a)} by its id fragment`, () => {
      const key = parseAuctionKey(paramOf(auctionPath(a)));
      expect(key.uuid).toBeNull();
      expect(key.fragment).toBe(a.id.slice(0, 8));
      expect(a.id.startsWith(key.fragment ?? '')).toBe(true);
    });
  }

  it('finds a slugged auction by its slug', () => {
    const a = { id: ID, slug: slugify('1967 Ford Mustang Fastback') };
    expect(parseAuctionKey(paramOf(auctionPath(a))).slug).toBe(a.slug);
  });

  it('finds a plain-id path by uuid', () => {
    expect(parseAuctionKey(paramOf(`/auction/${ID}`)).uuid).toBe(ID);
  });

  it('finds auction-unknown only by slug', () => {
    expect(parseAuctionKey(paramOf(auctionPath({ id: '' })))).toEqual({
      slug: 'auction-unknown',
      uuid: null,
      fragment: null,
    });
  });
});
