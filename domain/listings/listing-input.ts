// The listing form of /create-auction: every field of the auction entity (SPEC 3) a seller
// fills in. A draft holds any part of it (listingDraftData, saved as the seller types); submitting
// checks the whole (listingProblems) before the auction row is written.

import { PAYMENT_METHODS } from '../deals/deal-rules.ts';
import { z } from 'zod';
import { LISTING_TYPES, PHOTO_CATEGORIES, SELLER_TYPES } from '../shared/auction-types.ts';
import { CATEGORY_SLUGS } from './vehicle-categories.ts';
import { exceedsAmountLimit, MAX_AMOUNT } from '../shared/amount-limit.ts';
import { formatUsd } from '../shared/money.ts';
import { pricingProblems } from './listing-pricing.ts';
import { requiresVin, VIN_MESSAGES, vinProblem } from './vin.ts';
import { youtubeId } from './youtube.ts';

/** Auction durations offered by the schedule step, in days (the renewal's durations, SPEC 9). */
export const LISTING_DURATIONS = [3, 5, 7, 10, 14] as const;
export const DEFAULT_DURATION_DAYS = 7;
/** How long a classified stays listed. */
export const CLASSIFIED_DAYS = 60;

/** Limits the form states and the upload endpoint enforces. */
export const UPLOAD_LIMITS = {
  photoBytes: 25 * 1024 * 1024,
  videoBytes: 100 * 1024 * 1024,
  photosPerListing: 50,
  videosPerListing: 3,
  youtubePerListing: 5,
  listingBytes: 500 * 1024 * 1024,
} as const;

export const YES_NO = ['yes', 'no'] as const;
export const MEDIA_KINDS = ['image', 'video', 'youtube'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The first model year a listing may state (the first automobile), and the largest mileage. */
export const FIRST_MODEL_YEAR = 1885;
export const MAX_MILEAGE = 10_000_000;

const short = z.string().trim().max(200, 'At most 200 characters');
const long = z.string().trim().max(10_000, 'At most 10,000 characters');
const yesNo = z.enum(YES_NO);
// A draft keeps what the seller typed, even an amount over MAX_AMOUNT: listingProblems names it next to
// its field, and nothing over the limit is ever submitted.
const money = z.number().int('Prices are whole dollars').min(0).max(Number.MAX_SAFE_INTEGER);

export const mediaItemSchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  /** Uploaded images: /media/uploads/{hash}.webp; uploaded videos: /media/uploads/{hash}.mp4|webm; YouTube: the link. */
  url: z.string().trim().min(1).max(500),
  category: z.enum(PHOTO_CATEGORIES).default('exterior'),
  title: z.string().trim().max(200).optional(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** What a draft holds: any subset of the form; unknown keys are dropped. */
export const listingDraftData = z.object({
  listingType: z.enum(LISTING_TYPES).optional(),
  category: z.enum(CATEGORY_SLUGS).optional(),
  title: short.optional(),
  description: long.optional(),
  // Ranges are checked on submit (listingProblems): a year half typed ('19') is still saved.
  year: z.number().int().min(0).max(9999).nullable().optional(),
  make: short.optional(),
  model: short.optional(),
  trim: short.optional(),
  mileage: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  engine: short.optional(),
  transmission: short.optional(),
  drivetrain: short.optional(),
  exteriorColor: short.optional(),
  interiorColor: short.optional(),
  condition: short.optional(),
  /** The VIN, or for trailers, boats and heavy equipment the serial or hull number. */
  vin: short.optional(),
  location: short.optional(),
  titleStatus: short.optional(),
  titleState: short.optional(),
  titleLocation: short.optional(),
  titleNumber: short.optional(),
  titleHolderName: short.optional(),
  titleInYourName: yesNo.optional(),
  relationshipToTitleHolder: short.optional(),
  lienExists: yesNo.optional(),
  lienholderName: short.optional(),
  isModified: yesNo.optional(),
  modificationsList: long.optional(),
  hasFlaws: yesNo.optional(),
  flawsDescription: long.optional(),
  optionsAndHighlights: long.optional(),
  marketValueMin: money.nullable().optional(),
  marketValueMax: money.nullable().optional(),
  startingPrice: money.nullable().optional(),
  reservePrice: money.nullable().optional(),
  buyNowPrice: money.nullable().optional(),
  allowOffers: z.boolean().optional(),
  /** How the buyer pays the price, chosen by the seller; held (by the site until the handover) when absent. */
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  additionalFees: long.optional(),
  /** ISO instant the auction starts (auctions only). */
  startTime: z.string().datetime({ offset: true }).nullable().optional(),
  durationDays: z.union(LISTING_DURATIONS.map((d) => z.literal(d))).optional(),
  timezone: z.string().trim().max(64).optional(),
  sellerType: z.enum(SELLER_TYPES).optional(),
  fullName: short.optional(),
  phoneNumber: short.optional(),
  companyName: short.optional(),
  companyWebsite: short.optional(),
  contactName: short.optional(),
  contactPhone: short.optional(),
  featured: z.boolean().optional(),
  /** Photos, videos and YouTube links in display order; the first photo is the cover. */
  media: z
    .array(mediaItemSchema)
    .max(UPLOAD_LIMITS.photosPerListing + UPLOAD_LIMITS.videosPerListing + UPLOAD_LIMITS.youtubePerListing)
    .optional(),
});
export type ListingDraftData = z.infer<typeof listingDraftData>;

export interface ListingProblem {
  field: string;
  message: string;
}

export const LISTING_MESSAGES = {
  listingType: 'Choose an auction or a classified listing',
  category: 'Choose a category',
  title: 'Give your listing a title',
  make: 'Enter the make',
  model: 'Enter the model',
  year: 'Enter the model year',
  mileage: `Mileage cannot exceed ${MAX_MILEAGE.toLocaleString('en-US')}`,
  serial: 'Enter the serial or hull number, or N/A',
  location: 'Enter where the vehicle is',
  description: 'Describe the vehicle',
  titleStatus: 'Choose the title status',
  titleHolder: 'Enter the title holder',
  lienholder: 'Enter the lienholder',
  flaws: 'Describe the flaws',
  modifications: 'List the modifications',
  sellerType: 'Choose whether you sell as a business or a private seller',
  fullName: 'Enter your full name',
  phoneNumber: 'Enter your phone number',
  companyName: 'Enter the company name',
  contactName: 'Enter the contact name',
  contactPhone: 'Enter the contact phone',
  startTime: 'Choose a start date and time in the future',
  duration: 'Choose a duration of 3, 5, 7, 10 or 14 days',
  marketValue: 'The highest estimated value must be at least the lowest',
  marketValueTooHigh: `Estimated values cannot exceed ${formatUsd(MAX_AMOUNT)}`,
  photos: 'Add at least one photo',
  youtube: 'This is not a YouTube link',
} as const;

const blank = (v: string | undefined | null) => v == null || v.trim() === '';

/**
 * Every problem that stops a listing from being submitted, in the order of the form's steps.
 * `now` decides whether the start lies in the future; `latestYear` bounds the model year.
 */
export function listingProblems(d: ListingDraftData, now: Date): ListingProblem[] {
  const p: ListingProblem[] = [];
  const need = (field: string, ok: boolean, message: string) => {
    if (!ok) p.push({ field, message });
  };
  const latestYear = now.getUTCFullYear() + 1;
  need('listingType', d.listingType != null, LISTING_MESSAGES.listingType);
  need('category', d.category != null, LISTING_MESSAGES.category);
  need('title', !blank(d.title), LISTING_MESSAGES.title);
  need('year', d.year != null && d.year >= FIRST_MODEL_YEAR && d.year <= latestYear, LISTING_MESSAGES.year);
  need('make', !blank(d.make), LISTING_MESSAGES.make);
  need('model', !blank(d.model), LISTING_MESSAGES.model);
  if (d.category && requiresVin(d.category, d.year)) {
    const problem = blank(d.vin) ? 'length' : vinProblem(d.vin!);
    if (problem) p.push({ field: 'vin', message: VIN_MESSAGES[problem] });
  } else {
    need('vin', !blank(d.vin), LISTING_MESSAGES.serial);
  }
  if (d.mileage != null && d.mileage > MAX_MILEAGE) p.push({ field: 'mileage', message: LISTING_MESSAGES.mileage });
  need('location', !blank(d.location), LISTING_MESSAGES.location);
  need('description', !blank(d.description), LISTING_MESSAGES.description);
  need('titleStatus', !blank(d.titleStatus), LISTING_MESSAGES.titleStatus);
  // SPEC 2: the title holder is shown unless lien_exists is 'no', so it is asked for then.
  if (d.lienExists === 'yes') {
    need('lienholderName', !blank(d.lienholderName), LISTING_MESSAGES.lienholder);
    need('titleHolderName', !blank(d.titleHolderName), LISTING_MESSAGES.titleHolder);
  }
  if (d.hasFlaws === 'yes') need('flawsDescription', !blank(d.flawsDescription), LISTING_MESSAGES.flaws);
  if (d.isModified === 'yes') need('modificationsList', !blank(d.modificationsList), LISTING_MESSAGES.modifications);
  if ((d.marketValueMin != null && exceedsAmountLimit(d.marketValueMin)) || (d.marketValueMax != null && exceedsAmountLimit(d.marketValueMax))) {
    p.push({ field: 'marketValueMax', message: LISTING_MESSAGES.marketValueTooHigh });
  } else if (d.marketValueMin != null && d.marketValueMax != null && d.marketValueMax < d.marketValueMin) {
    p.push({ field: 'marketValueMax', message: LISTING_MESSAGES.marketValue });
  }
  need('sellerType', d.sellerType != null, LISTING_MESSAGES.sellerType);
  if (d.sellerType === 'business') {
    need('companyName', !blank(d.companyName), LISTING_MESSAGES.companyName);
    need('contactName', !blank(d.contactName), LISTING_MESSAGES.contactName);
    need('contactPhone', !blank(d.contactPhone), LISTING_MESSAGES.contactPhone);
  } else if (d.sellerType === 'other') {
    need('fullName', !blank(d.fullName), LISTING_MESSAGES.fullName);
    need('phoneNumber', !blank(d.phoneNumber), LISTING_MESSAGES.phoneNumber);
  }
  if (d.listingType) {
    for (const problem of pricingProblems({ ...d, listingType: d.listingType })) p.push(problem);
  }
  if (d.listingType === 'auction') {
    const start = d.startTime ? Date.parse(d.startTime) : NaN;
    need('startTime', Number.isFinite(start) && start > now.getTime(), LISTING_MESSAGES.startTime);
    need('durationDays', d.durationDays != null, LISTING_MESSAGES.duration);
  }
  const media = d.media ?? [];
  need(
    'media',
    media.some((m) => m.kind === 'image'),
    LISTING_MESSAGES.photos,
  );
  media.forEach((m, i) => {
    if (m.kind === 'youtube' && !youtubeId(m.url)) p.push({ field: `media.${i}`, message: LISTING_MESSAGES.youtube });
  });
  return p;
}

/** The auction's time window: auctions run their duration from the start; classifieds list for 60 days from now. */
export function listingWindow(d: ListingDraftData, now: Date): { startTime: Date; endTime: Date } {
  const day = 24 * 60 * 60 * 1000;
  if (d.listingType === 'classified') return { startTime: now, endTime: new Date(now.getTime() + CLASSIFIED_DAYS * day) };
  const startTime = new Date(d.startTime!);
  return { startTime, endTime: new Date(startTime.getTime() + (d.durationDays ?? DEFAULT_DURATION_DAYS) * day) };
}
