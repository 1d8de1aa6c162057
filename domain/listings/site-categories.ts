// The categories of the site (SPEC 3 table categories) as the admin edits them and as the
// public pages read them. Pure: no I/O. The seven built-in ones are those of domain/listings/vehicle-categories.ts;
// an admin may add more, order them, switch any of them off (hidden from the home page and the browse filters,
// its listings still reachable at /category/{slug}) and give each a name, description and image.
import { z } from 'zod';
import { CATEGORY_LIMITS, categorySlugFor, isCategorySlug } from './category-rules.ts';

export { CATEGORY_LIMITS, categoryCountText, categorySlugFor, isBuiltInCategory, isCategorySlug } from './category-rules.ts';

export const CATEGORY_MESSAGES = {
  titleMissing: 'Please enter a name.',
  titleTooLong: `The name must be at most ${CATEGORY_LIMITS.title} characters.`,
  titleNoSlug: 'The name needs at least one letter or digit for its address.',
  slugInvalid: 'The address may hold only lowercase letters (a-z), digits and single hyphens between them.',
  descriptionTooLong: `The description must be at most ${CATEGORY_LIMITS.description} characters.`,
  imageInvalid: 'The image address must start with http://, https:// or /.',
  slugTaken: (slug: string) => `A category with the address /category/${slug} already exists.`,
  titleTaken: (title: string) => `A category named "${title}" already exists.`,
  notFound: 'Category not found',
  notAnObject: 'Send the category as a JSON object.',
  nothingToChange: 'Nothing to change.',
  countTextFixed: 'The count text is worked out from the live auctions; it cannot be set.',
  slugFixed: "A category's address cannot change: links to it would break.",
  unknownField: (keys: string) => `${keys} cannot be changed here.`,
  orderIncomplete: 'The order must list every category exactly once.',
  builtInKept: 'The seven built-in categories cannot be deleted. Hide it instead.',
  hasListings: (n: number) => `${n === 1 ? '1 listing is' : `${n} listings are`} in this category, so it cannot be deleted. Hide it instead.`,
} as const;

const title = z
  .string({ message: CATEGORY_MESSAGES.titleMissing })
  .trim()
  .min(1, CATEGORY_MESSAGES.titleMissing)
  .max(CATEGORY_LIMITS.title, CATEGORY_MESSAGES.titleTooLong);
const description = z
  .string()
  .trim()
  .max(CATEGORY_LIMITS.description, CATEGORY_MESSAGES.descriptionTooLong)
  .nullable()
  .transform((v) => v || null);
const imageUrl = z
  .string()
  .trim()
  .max(CATEGORY_LIMITS.imageUrl, CATEGORY_MESSAGES.imageInvalid)
  .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v) || /^\/[^/\s]\S*$/.test(v), CATEGORY_MESSAGES.imageInvalid)
  .nullable()
  .transform((v) => v || null);

/**
 * A new category: a name, and optionally its address (else made from the name by the slug rule), a
 * description, an image and whether it shows at once (it does by default).
 */
export const categoryInput = z
  .object(
    {
      title,
      slug: z
        .string({ message: CATEGORY_MESSAGES.slugInvalid })
        .trim()
        .optional()
        .transform((v) => v || undefined)
        .refine((v) => v === undefined || isCategorySlug(v), CATEGORY_MESSAGES.slugInvalid),
      description: description.optional().transform((v) => v ?? null),
      imageUrl: imageUrl.optional().transform((v) => v ?? null),
      isActive: z.boolean({ message: 'Shown must be on or off.' }).default(true),
    },
    { error: CATEGORY_MESSAGES.notAnObject },
  )
  .transform((c, ctx) => {
    const slug = c.slug ?? categorySlugFor(c.title);
    if (!slug) {
      ctx.addIssue({ code: 'custom', message: CATEGORY_MESSAGES.titleNoSlug, path: ['title'] });
      return z.NEVER;
    }
    return { ...c, slug };
  });
export type CategoryInput = z.output<typeof categoryInput>;

const FIXED_FIELDS: Record<string, string> = { countText: CATEGORY_MESSAGES.countTextFixed, slug: CATEGORY_MESSAGES.slugFixed };

/** An edit of a category: any of name, description, image and shown; at least one; nothing else. */
export const categoryPatch = z
  .strictObject(
    {
      title: title.optional(),
      description: description.optional(),
      imageUrl: imageUrl.optional(),
      isActive: z.boolean({ message: 'Shown must be on or off.' }).optional(),
    },
    {
      error: (issue) => {
        if (issue.code !== 'unrecognized_keys') return undefined;
        const fixed = issue.keys.find((k) => k in FIXED_FIELDS);
        return fixed ? FIXED_FIELDS[fixed] : CATEGORY_MESSAGES.unknownField(issue.keys.join(', '));
      },
    },
  )
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: CATEGORY_MESSAGES.nothingToChange });
export type CategoryPatch = z.output<typeof categoryPatch>;

/** A new order: every category's id, first shown first. */
export const categoryOrder = z.object({
  ids: z
    .array(z.string({ message: CATEGORY_MESSAGES.orderIncomplete }), { message: CATEGORY_MESSAGES.orderIncomplete })
    .min(1, CATEGORY_MESSAGES.orderIncomplete)
    .max(1000, CATEGORY_MESSAGES.orderIncomplete),
});

/** Whether `ids` names each of `all` exactly once (in any order). */
export function isCompleteOrder(ids: readonly string[], all: readonly string[]): boolean {
  if (ids.length !== all.length) return false;
  const wanted = new Set(all);
  const seen = new Set<string>();
  for (const id of ids) {
    if (!wanted.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/** The first problem of an input as one sentence, for a 400 answer. */
export function firstCategoryProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid category.';
}

/** A category in /admin/categories (GET /api/admin/categories), with its live figures. */
export const adminCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  displayOrder: z.number(),
  isActive: z.boolean(),
  /** One of SPEC 3's seven: hidden, never deleted. */
  builtIn: z.boolean(),
  /** Live auctions in it now: the figure of the home page's tile. */
  liveAuctions: z.number(),
  /** SPEC 2's count text of that figure, as the home page's tile shows it. */
  countText: z.string(),
  /** Listings of any status in it (a category with any cannot be deleted). */
  listings: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** A category as the public pages read it (GET /api/categories, GET /api/categories/:slug). */
export const publicCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  displayOrder: z.number(),
});
export type PublicCategory = z.infer<typeof publicCategorySchema>;

/** One category by its address, shown or hidden: its page stays reachable when it is hidden. */
export const categoryPageSchema = publicCategorySchema.extend({ isActive: z.boolean() });
export type CategoryPageInfo = z.infer<typeof categoryPageSchema>;

/** GET /api/admin/categories and PUT /order: every category, in the order shown. */
export const adminCategoryListSchema = z.object({ categories: z.array(adminCategorySchema) });

/** GET /api/categories: the shown categories, in the admin's order. */
export const publicCategoriesSchema = z.object({ categories: z.array(publicCategorySchema) });
