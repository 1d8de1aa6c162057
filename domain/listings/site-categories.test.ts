import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './auction-path.ts';
import {
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  categoryCountText,
  categoryInput,
  categoryOrder,
  categoryPatch,
  categorySlugFor,
  firstCategoryProblem,
  isBuiltInCategory,
  isCategorySlug,
  isCompleteOrder,
} from './site-categories.ts';
import { CATEGORY_SLUGS } from './vehicle-categories.ts';

const problem = (r: { success: boolean; error?: unknown }) => (r.success ? null : firstCategoryProblem(r.error as never));

describe('count text (SPEC 2)', () => {
  it("says '1 active auction' for one and 'N active auctions' for any other figure", () => {
    expect(categoryCountText(1)).toBe('1 active auction');
    fc.assert(
      fc.property(
        fc.nat(100_000).filter((n) => n !== 1),
        (n) => categoryCountText(n) === `${n} active auctions`,
      ),
    );
  });
});

describe('the slug rule', () => {
  it('makes the seven built-in addresses from their names', () => {
    expect(['Cars', 'Motorcycles', 'Heavy-Duty Trucks/Buses', 'Trailers', 'Boats', 'Heavy Equipment', 'RVs'].map(categorySlugFor)).toEqual([...CATEGORY_SLUGS]);
    expect(CATEGORY_SLUGS.every(isBuiltInCategory)).toBe(true);
    expect(isBuiltInCategory('vintage-tractors')).toBe(false);
  });

  it('is the domain slug rule, cut to 60 characters, and always gives a valid address or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const slug = categorySlugFor(name);
        expect(slug === '' || isCategorySlug(slug)).toBe(true);
        expect(slugify(name).startsWith(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(CATEGORY_LIMITS.slug);
        // Applying the rule again changes nothing.
        expect(categorySlugFor(slug)).toBe(slug);
      }),
    );
    expect(categorySlugFor('Vintage Tractors & Farm Machinery')).toBe('vintage-tractors-farm-machinery');
    expect(categorySlugFor('  Citroën  2CV  ')).toBe('citroen-2cv');
    expect(categorySlugFor('!!!')).toBe('');
  });

  it('accepts only lowercase letters, digits and single inner hyphens', () => {
    for (const ok of ['a', 'vintage-tractors', 'rvs-2']) expect(isCategorySlug(ok)).toBe(true);
    for (const bad of ['', '-a', 'a-', 'a--b', 'A', 'a b', 'a/b', 'é', 'x'.repeat(61)]) expect(isCategorySlug(bad)).toBe(false);
  });
});

describe('a new category', () => {
  it('takes its address from its name unless one is given, and shows at once by default', () => {
    expect(categoryInput.parse({ title: '  Vintage Tractors ' })).toEqual({
      title: 'Vintage Tractors',
      slug: 'vintage-tractors',
      description: null,
      imageUrl: null,
      isActive: true,
    });
    expect(
      categoryInput.parse({ title: 'Vintage Tractors', slug: 'tractors', description: ' Old iron. ', imageUrl: '/media/uploads/x.webp', isActive: false }),
    ).toEqual({
      title: 'Vintage Tractors',
      slug: 'tractors',
      description: 'Old iron.',
      imageUrl: '/media/uploads/x.webp',
      isActive: false,
    });
    expect(categoryInput.parse({ title: 'Vans', slug: '', description: '', imageUrl: '' })).toMatchObject({ slug: 'vans', description: null, imageUrl: null });
  });

  it.each([
    [{}, CATEGORY_MESSAGES.titleMissing],
    [{ title: '   ' }, CATEGORY_MESSAGES.titleMissing],
    [{ title: 'x'.repeat(61) }, CATEGORY_MESSAGES.titleTooLong],
    [{ title: '***' }, CATEGORY_MESSAGES.titleNoSlug],
    [{ title: 'Vans', slug: 'Big Vans' }, CATEGORY_MESSAGES.slugInvalid],
    [{ title: 'Vans', slug: 'vans--big' }, CATEGORY_MESSAGES.slugInvalid],
    [{ title: 'Vans', description: 'x'.repeat(301) }, CATEGORY_MESSAGES.descriptionTooLong],
    [{ title: 'Vans', imageUrl: 'javascript:alert(1)' }, CATEGORY_MESSAGES.imageInvalid],
    [{ title: 'Vans', imageUrl: '//evil.example/x.png' }, CATEGORY_MESSAGES.imageInvalid],
    [{ title: 'Vans', isActive: 'yes' }, 'Shown must be on or off.'],
    [[1, 2], CATEGORY_MESSAGES.notAnObject],
  ])('refuses %j: %s', (input, message) => {
    expect(problem(categoryInput.safeParse(input))).toBe(message);
  });
});

describe('an edit', () => {
  it('takes any of name, description, image and shown; an empty image or description clears it', () => {
    expect(categoryPatch.parse({ isActive: false })).toEqual({ isActive: false });
    expect(categoryPatch.parse({ title: ' Classic Cars ', description: '', imageUrl: '' })).toEqual({
      title: 'Classic Cars',
      description: null,
      imageUrl: null,
    });
  });

  it.each([
    [{}, CATEGORY_MESSAGES.nothingToChange],
    [{ countText: '13 active auctions' }, CATEGORY_MESSAGES.countTextFixed],
    [{ title: 'Cars', slug: 'autos' }, CATEGORY_MESSAGES.slugFixed],
    [{ displayOrder: 3 }, CATEGORY_MESSAGES.unknownField('displayOrder')],
    [{ title: '' }, CATEGORY_MESSAGES.titleMissing],
    [{ imageUrl: 'ftp://x' }, CATEGORY_MESSAGES.imageInvalid],
  ])('refuses %j: %s', (input, message) => {
    expect(problem(categoryPatch.safeParse(input))).toBe(message);
  });
});

describe('an order', () => {
  it('must name every category exactly once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 20 }), fc.nat(), (all, seed) => {
        const shuffled = [...all].sort((a, b) => (a.charCodeAt(seed % 36) || 0) - (b.charCodeAt(seed % 36) || 0));
        expect(isCompleteOrder(shuffled, all)).toBe(true);
        expect(isCompleteOrder(shuffled.slice(1), all)).toBe(all.length === 0);
        expect(isCompleteOrder([...shuffled, shuffled[0]!], all)).toBe(false);
        if (all.length > 1) expect(isCompleteOrder([shuffled[0]!, ...shuffled.slice(0, -1)], all)).toBe(false);
        expect(isCompleteOrder([...shuffled.slice(1), 'not-a-category'], all)).toBe(false);
      }),
    );
  });

  it('refuses a body without a list', () => {
    expect(problem(categoryOrder.safeParse({}))).toBe(CATEGORY_MESSAGES.orderIncomplete);
    expect(problem(categoryOrder.safeParse({ ids: [] }))).toBe(CATEGORY_MESSAGES.orderIncomplete);
    expect(problem(categoryOrder.safeParse({ ids: [3] }))).toBe(CATEGORY_MESSAGES.orderIncomplete);
  });
});
