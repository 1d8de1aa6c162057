import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctionPhotos, auctions } from '../../db/schema.ts';
import { vehicleTitle, paragraphs } from '../../../domain/listings/auction-detail.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { findAuctionByKey } from './lookup.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute url of the main photo, or null. */
  image: string | null;
  url: string;
}

const SITE = 'VehicleBid';
const DESCRIPTION_MAX = 200;

function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

function summary(text: string | null, fallback: string): string {
  const first = paragraphs(text)[0] ?? fallback;
  const flat = first.replace(/\s+/g, ' ');
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

/** What a shared /auction/{slug} link shows: title, description and main photo. */
export async function auctionPageMeta(db: Db, publicUrl: string, key: string): Promise<PageMeta | null> {
  const row = await findAuctionByKey(db, key);
  if (!row) return null;
  const [photo] = await db
    .select({ url: auctionPhotos.imageUrl })
    .from(auctionPhotos)
    .where(and(eq(auctionPhotos.auctionId, row.id), eq(auctionPhotos.fileType, 'image')))
    .orderBy(asc(auctionPhotos.sortOrder))
    .limit(1);
  const imageUrl = photo?.url ?? row.imageUrl ?? row.images[0] ?? null;
  // Demo and uploaded media are resized on request: 1280 px suits link previews.
  const image = imageUrl ? absolute(publicUrl, imageUrl.startsWith('/media/') ? `${imageUrl}?w=1280` : imageUrl) : null;
  const name = vehicleTitle(row);
  return {
    title: `${name} | ${SITE}`,
    description: summary(row.description, `${name} on ${SITE}.`),
    image,
    url: `${publicUrl}${auctionPath(row)}`,
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Puts the listing's title, description and Open Graph / Twitter tags into the page's head. */
export function injectMeta(html: string, meta: PageMeta): string {
  const t = escapeHtml(meta.title);
  const d = escapeHtml(meta.description);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${t}" />`,
    `<meta name="twitter:description" content="${d}" />`,
    ...(meta.image
      ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`, `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`]
      : []),
  ];
  // The template's own description tag is found in whatever layout a formatter gives it (attributes on their own
  // lines, in any order, either quote). Replacer functions, never replacement strings: a listing's text holding `$&`, `` $` ``, `$'` or `$1`
  // would otherwise be read as a pattern and copy parts of the page into its head.
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${t}</title>`)
    .replace(/<meta\s[^>]*\bname\s*=\s*["']description["'][^>]*>/i, () => `<meta name="description" content="${d}" />`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/** SPEC 2 static routes worth indexing, then every active auction and classified. */
const STATIC_PATHS = [
  '/',
  '/auctions',
  '/classifieds',
  '/presale',
  '/sell',
  '/how-it-works',
  '/sold-results',
  '/about',
  '/contact',
  '/help',
  '/terms',
  '/privacy',
];

export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const rows = await db
    .select({
      id: auctions.id,
      slug: auctions.slug,
      year: auctions.year,
      make: auctions.make,
      model: auctions.model,
      trim: auctions.trim,
      updatedAt: auctions.updatedAt,
    })
    .from(auctions)
    .where(and(eq(auctions.status, 'active'), inArray(auctions.listingType, ['auction', 'classified'])))
    .orderBy(asc(auctions.createdAt));
  const entry = (loc: string, lastmod?: Date) => `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((p) => entry(`${publicUrl}${p}`)),
    ...rows.map((r) => entry(`${publicUrl}${auctionPath(r)}`, r.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
