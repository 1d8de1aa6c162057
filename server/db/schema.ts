import { sql } from 'drizzle-orm';
import { auctionSearchDocument } from './search.ts';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AUCTION_STATUSES,
  FILE_TYPES,
  LISTING_TYPES,
  NOTIFICATION_TYPES,
  OFFER_STATUSES,
  PHOTO_CATEGORIES,
  SELLER_TYPES,
  type VideoItem,
} from '../../domain/shared/auction-types.ts';
import { SUBSCRIPTION_STATUSES } from '../../domain/membership/membership-renewal.ts';
import { DEAL_STATES, PAYMENT_METHODS } from '../../domain/deals/deal-rules.ts';
import { VERIFICATION_STATUSES } from '../../domain/identity/identity-verification.ts';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

// ---------------------------------------------------------------- accounts (better-auth's tables)

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    // Better-auth's twoFactor plugin's flag (the second factor is asked at sign-in).
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admin's list of members, newest first, paged by keyset.
    index('users_created_id_idx').on(t.createdAt, t.id),
    // Searches by part of a name or e-mail (the admin's members and sellers; pg_trgm, migration 0017).
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// Better-auth's twoFactor plugin (the TOTP secret and backup codes, both encrypted by it).
export const twoFactors = pgTable(
  'two_factors',
  {
    id: id(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

// Wrong one-time codes in a row per account (every kind of code), and the wait they started.
export const authCodeFailures = pgTable('auth_code_failures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});

// Decision 030: the last authenticator time step accepted per member, so a code is accepted once (never again,
// nor an earlier one), and the used backup codes (hashed), so reusing one is told as such.
export const totpLastSteps = pgTable('totp_last_steps', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull(),
});

export const usedBackupCodes = pgTable(
  'used_backup_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

// The browsers an account has signed in from (a hash of name, system and device kind), so a
// sign-in from a new one is told by e-mail.
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserKey: text('browser_key').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.browserKey] })],
);

// ---------------------------------------------------------------- people (SPEC 3)

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    /** Shared with the seller of the member's purchases (asked for when a deal starts if missing). */
    phone: text('phone'),
    status: text('status').notNull().default('active'),
    /** Why and when an admin suspended the account (the member is told the reason); cleared on reinstatement, kept in the audit log. */
    suspensionReason: text('suspension_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // SPEC 7: profiles by partial case-insensitive display_name
    index('profiles_display_name_lower_idx').using('btree', sql`lower(${t.displayName}) text_pattern_ops`),
    index('profiles_display_name_trgm_idx').using('gin', sql`${t.displayName} gin_trgm_ops`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_user_role_uq').on(t.userId, t.role), check('user_roles_role_ck', inList('role', ['admin', 'moderator', 'user']))],
);

export const follows = pgTable(
  'follows',
  {
    id: id(),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: uuid('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_pair_uq').on(t.followerId, t.followingId),
    index('follows_following_idx').on(t.followingId),
    check('follows_not_self_ck', sql`follower_id <> following_id`),
  ],
);

// ---------------------------------------------------------------- catalogue and site content

export const categories = pgTable(
  'categories',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    // SPEC 3 names count_text: it is worked out from the live auctions in every answer (domain/listings/site-categories.ts
    // categoryCountText), never stored, so the home page and /admin/categories cannot disagree.
    imageUrl: text('image_url'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('categories_active_order_idx').on(t.isActive, t.displayOrder)],
);

export const heroImages = pgTable(
  'hero_images',
  {
    id: id(),
    imageUrl: text('image_url').notNull(),
    title: text('title'),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
  },
  // SPEC 7: "select the single active row"
  (t) => [
    uniqueIndex('hero_images_single_active_uq')
      .on(t.isActive)
      .where(sql`is_active`),
  ],
);

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** An admin's e-mailed answer to a contact message, kept with the message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

// ---------------------------------------------------------------- listings (SPEC 3 Auction)

export const auctions = pgTable(
  'auctions',
  {
    id: id(),
    slug: text('slug').unique(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category')
      .notNull()
      .references(() => categories.slug, { onUpdate: 'cascade' }),
    listingType: text('listing_type').notNull().default('auction'),
    status: text('status').notNull().default('pending_approval'),
    featured: boolean('featured').notNull().default(false),
    year: integer('year'),
    make: text('make'),
    model: text('model'),
    trim: text('trim'),
    mileage: integer('mileage'),
    engine: text('engine'),
    transmission: text('transmission'),
    drivetrain: text('drivetrain'),
    exteriorColor: text('exterior_color'),
    interiorColor: text('interior_color'),
    condition: text('condition'),
    vin: text('vin'),
    location: text('location'),
    titleStatus: text('title_status'),
    titleState: text('title_state'),
    titleLocation: text('title_location'),
    titleNumber: text('title_number'),
    titleHolderName: text('title_holder_name'),
    titleInYourName: text('title_in_your_name'),
    relationshipToTitleHolder: text('relationship_to_title_holder'),
    lienExists: text('lien_exists'),
    lienholderName: text('lienholder_name'),
    isModified: text('is_modified'),
    modificationsList: text('modifications_list'),
    hasFlaws: text('has_flaws'),
    flawsDescription: text('flaws_description'),
    optionsAndHighlights: text('options_and_highlights'),
    // Money is whole US dollars (SPEC 1).
    marketValueMin: integer('market_value_min'),
    marketValueMax: integer('market_value_max'),
    startingPrice: integer('starting_price').notNull().default(0),
    reservePrice: integer('reserve_price'),
    buyNowPrice: integer('buy_now_price'),
    currentBid: integer('current_bid').notNull().default(0),
    // Number of bids, kept by the statement-level triggers bids_count_insert_trg and bids_count_delete_trg (migration 0038) so lists sort by it without counting.
    bidCount: integer('bid_count').notNull().default(0),
    allowOffers: boolean('allow_offers').notNull().default(false),
    additionalFees: text('additional_fees'),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    timezone: text('timezone'),
    negotiationWindowEnds: timestamp('negotiation_window_ends', { withTimezone: true }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    winnerId: uuid('winner_id').references(() => users.id, { onDelete: 'set null' }),
    originalAuctionId: uuid('original_auction_id').references((): AnyPgColumn => auctions.id, { onDelete: 'set null' }),
    renewalRequestedAt: timestamp('renewal_requested_at', { withTimezone: true }),
    renewalApprovedAt: timestamp('renewal_approved_at', { withTimezone: true }),
    // Decision 017: a rejection or a withdrawal is recorded in fields of its own; the
    // listing's status becomes archived (SPEC 4: 'seen, meaning not shown'), no new status.
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    // Decision 012: an admin cancelled the listing; archived, with the reason bidders were given.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    imageUrl: text('image_url'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videos: jsonb('videos').$type<VideoItem[]>().notNull().default([]),
    youtubeVideos: jsonb('youtube_videos').$type<string[]>().notNull().default([]),
    // SPEC 3: photo-category map, url -> interior | exterior (default exterior)
    photoCategories: jsonb('photo_categories').$type<Record<string, 'interior' | 'exterior'>>().notNull().default({}),
    sellerType: text('seller_type'),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    companyName: text('company_name'),
    companyWebsite: text('company_website'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    /** How the buyer pays the price, chosen by the seller: 'held' (the site holds it until the handover) or 'direct'. */
    paymentMethod: text('payment_method').notNull().default('held'),
  },
  (t) => [
    check('auctions_listing_type_ck', inList('listing_type', LISTING_TYPES)),
    check('auctions_status_ck', inList('status', AUCTION_STATUSES)),
    check('auctions_seller_type_ck', sql`seller_type is null or ${inList('seller_type', SELLER_TYPES)}`),
    check('auctions_payment_method_ck', inList('payment_method', PAYMENT_METHODS)),
    check('auctions_money_ck', sql`starting_price >= 0 and current_bid >= 0 and coalesce(reserve_price, 0) >= 0 and coalesce(buy_now_price, 0) >= 0`),
    check(
      'auctions_yes_no_ck',
      sql`coalesce(lien_exists, 'no') in ('yes', 'no') and coalesce(has_flaws, 'no') in ('yes', 'no') and coalesce(is_modified, 'no') in ('yes', 'no')`,
    ),
    // SPEC 7: active ending soonest; featured active; category counts of active
    index('auctions_status_end_idx').on(t.status, t.endTime),
    index('auctions_featured_status_idx').on(t.featured, t.status),
    index('auctions_category_status_idx').on(t.category, t.status),
    index('auctions_type_status_end_idx').on(t.listingType, t.status, t.endTime),
    index('auctions_seller_status_idx').on(t.sellerId, t.status),
    index('auctions_seller_created_idx').on(t.sellerId, t.createdAt),
    // The admin's list of every listing, newest first, paged by keyset.
    index('auctions_created_id_idx').on(t.createdAt, t.id),
    // The admin list: newest first within a type and category, and a VIN typed into its search.
    index('auctions_type_category_created_idx').on(t.listingType, t.category, t.createdAt, t.id),
    index('auctions_category_created_idx').on(t.category, t.createdAt, t.id),
    index('auctions_vin_upper_idx').using('btree', sql`upper(vin)`),
    index('auctions_winner_idx').on(t.winnerId),
    index('auctions_original_idx').on(t.originalAuctionId),
    // At most one live renewal per original (decision 017: two requests at once make one).
    uniqueIndex('auctions_one_open_renewal_uq')
      .on(t.originalAuctionId)
      .where(sql`original_auction_id is not null and rejected_at is null and withdrawn_at is null and status in ('pending_approval', 'scheduled', 'active')`),
    index('auctions_make_model_idx').on(t.category, t.make, t.model),
    // SPEC 2 addressing: an id fragment matched against the start of the id or the slug, by index
    index('auctions_id_prefix_idx').using('btree', sql`(id::text) text_pattern_ops`),
    index('auctions_slug_prefix_idx').using('btree', sql`slug text_pattern_ops`),
    // Search by the words and codes of title, make, model, trim, VIN and description (server/db/search.ts).
    index('auctions_search_words_idx').using('gin', auctionSearchDocument),
  ],
);

export const auctionPhotos = pgTable(
  'auction_photos',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    category: text('category').notNull().default('exterior'),
    sortOrder: integer('sort_order').notNull().default(0),
    fileType: text('file_type').notNull().default('image'),
    createdAt: createdAt(),
  },
  (t) => [
    check('auction_photos_category_ck', inList('category', PHOTO_CATEGORIES)),
    check('auction_photos_file_type_ck', inList('file_type', FILE_TYPES)),
    index('auction_photos_auction_sort_idx').on(t.auctionId, t.sortOrder),
    // Whether an uploaded file is still used before its stored objects are deleted.
    index('auction_photos_image_url_idx').on(t.imageUrl),
  ],
);

// ---------------------------------------------------------------- bidding

export const bids = pgTable(
  'bids',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    isAutomatic: boolean('is_automatic').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('bids_amount_ck', sql`amount > 0`),
    index('bids_auction_created_idx').on(t.auctionId, t.createdAt),
    index('bids_bidder_created_idx').on(t.bidderId, t.createdAt),
    // Trending (docs/decisions/005): bids of the last 48 hours and their distinct bidders, read from the index alone.
    index('bids_created_auction_bidder_idx').on(t.createdAt, t.auctionId, t.bidderId),
    uniqueIndex('bids_idempotency_uq')
      .on(t.bidderId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
  ],
);

export const proxyBids = pgTable(
  'proxy_bids',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    maxBidAmount: integer('max_bid_amount').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('proxy_bids_amount_ck', sql`max_bid_amount > 0`),
    // SPEC 4: one active proxy bid per bidder and auction; a new value updates it
    uniqueIndex('proxy_bids_active_uq')
      .on(t.auctionId, t.userId)
      .where(sql`is_active`),
    index('proxy_bids_auction_active_idx').on(t.auctionId, t.isActive),
  ],
);

// SPEC 3: auction_id is the all-zero uuid for the general authorization, so it has no foreign key.
export const bidderAuthorizations = pgTable(
  'bidder_authorizations',
  {
    id: id(),
    auctionId: uuid('auction_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorizationType: text('authorization_type').notNull().default('manual'),
    status: text('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull().default(25000),
    providerReference: text('provider_reference'),
    /**
     * When the provider lets the $250 hold lapse (Stripe: 7 days after it was placed); from then on the
     * member must renew the authorization. Null for a manual record without a hold, which does not lapse.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bidder_authorizations_type_ck', inList('authorization_type', ['manual'])),
    check('bidder_authorizations_status_ck', inList('status', ['pending', 'authorized', 'cancelled', 'failed', 'released'])),
    uniqueIndex('bidder_authorizations_user_auction_uq').on(t.userId, t.auctionId),
    index('bidder_authorizations_reference_idx').on(t.providerReference),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    message: text('message'),
    status: text('status').notNull().default('pending'),
    createdBySeller: boolean('created_by_seller').notNull().default(false),
    /** 'offer' (Make an Offer, the negotiation portal) or 'second_chance' (to an underbidder; decision 013). */
    kind: text('kind').notNull().default('offer'),
    /** A second-chance offer may be accepted until then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The other side's offer that answered this one in the negotiation portal. The offer is
     * closed (status rejected, SPEC 3's set) but nobody declined it: it was countered, and is shown so.
     */
    counteredBy: uuid('countered_by').references((): AnyPgColumn => offers.id, { onDelete: 'set null' }),
    /**
     * When the deal this accepted offer made was cancelled before the handover (the buyer never
     * paid, the seller backed out). The offer stays accepted (it was), but its sale no longer stands.
     */
    saleCancelledAt: timestamp('sale_cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('offers_amount_ck', sql`amount >= 1`),
    check('offers_countered_ck', sql`countered_by is null or status = 'rejected'`),
    check('offers_message_ck', sql`message is null or char_length(message) <= 500`),
    check('offers_status_ck', inList('status', OFFER_STATUSES)),
    check('offers_kind_ck', inList('kind', ['offer', 'second_chance'])),
    index('offers_auction_created_idx').on(t.auctionId, t.createdAt),
    index('offers_auction_buyer_idx').on(t.auctionId, t.buyerId),
    // At most one accepted offer per listing whose sale stands: the sale happens once (decision 013); after its
    // deal was cancelled, the vehicle may be sold again.
    uniqueIndex('offers_one_accepted_uq')
      .on(t.auctionId)
      .where(sql`status = 'accepted' and sale_cancelled_at is null`),
    // SPEC 4: a buyer has one open Make an Offer / portal offer per listing (a new submission updates it).
    // The seller's counters (created_by_seller), second-chance offers and answered history stay outside.
    uniqueIndex('offers_one_open_per_buyer_uq')
      .on(t.auctionId, t.buyerId)
      .where(sql`status = 'pending' and kind = 'offer' and not created_by_seller`),
  ],
);

/**
 * The payment of an accepted offer, apart from the offer (whose status stays SPEC 3's): the admin
 * charges the buyer through the payments adapter; each attempt has its own provider idempotency key.
 */
export const offerPayments = pgTable(
  'offer_payments',
  {
    id: id(),
    offerId: uuid('offer_id')
      .notNull()
      .unique()
      .references(() => offers.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The offer in cents: up to MAX_AMOUNT x 100, so 64-bit. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('awaiting'),
    attempts: integer('attempts').notNull().default(0),
    provider: text('provider'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    processedBy: uuid('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('offer_payments_status_ck', inList('status', ['awaiting', 'processing', 'succeeded', 'failed'])),
    check('offer_payments_amount_ck', sql`amount_cents >= 0`),
    index('offer_payments_status_idx').on(t.status, t.createdAt),
  ],
);

// ---------------------------------------------------------------- conversation

export const messages = pgTable(
  'messages',
  {
    id: id(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id').references(() => auctions.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_not_self_ck', sql`from_user_id <> to_user_id`),
    index('messages_to_created_idx').on(t.toUserId, t.createdAt),
    index('messages_from_created_idx').on(t.fromUserId, t.createdAt),
    index('messages_to_unread_idx')
      .on(t.toUserId)
      .where(sql`read_at is null`),
    index('messages_pair_created_idx').on(t.fromUserId, t.toUserId, t.createdAt, t.id),
  ],
);

/**
 * One row per person and conversation (the other person, and the listing when it is about one): its
 * newest message and how many of its messages to this person are unread. Kept by triggers on `messages`
 * (migration 0015), so every writer of messages keeps it true; the inbox reads one page of these rows
 * instead of grouping the whole inbox (p95 under 30 ms with a heavy inbox). Messages are only
 * deleted with their users, whose rows here go with them.
 */
export const conversations = pgTable(
  'conversations',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherId: uuid('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign key: a deleted listing's messages move to the plain conversation, and the trigger moves this row. */
    auctionId: uuid('auction_id'),
    lastMessageId: uuid('last_message_id').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [
    unique('conversations_key_uq').on(t.ownerId, t.otherId, t.auctionId).nullsNotDistinct(),
    index('conversations_owner_last_idx').on(t.ownerId, t.lastAt, t.lastMessageId),
  ],
);

export const watchlist = pgTable(
  'watchlist',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('watchlist_user_auction_uq').on(t.userId, t.auctionId),
    index('watchlist_auction_idx').on(t.auctionId),
    // Trending (docs/decisions/005): watchers added in the last 48 hours, read from the index alone.
    index('watchlist_created_auction_idx').on(t.createdAt, t.auctionId),
  ],
);

export const auctionViews = pgTable(
  'auction_views',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    // Decision 010: who viewed ('u:' + user id, or 'a:' + a hash of address and user agent) and in
    // which hour (hours since 1970); one row per visitor, listing and hour. Null in older rows.
    visitor: text('visitor'),
    viewHour: integer('view_hour'),
    createdAt: createdAt(),
  },
  (t) => [
    // Decision 010: serves the one-view-per-visitor-per-hour check (insert ... on conflict do nothing).
    uniqueIndex('auction_views_visitor_hour_uq').on(t.auctionId, t.visitor, t.viewHour),
    index('auction_views_user_created_idx').on(t.userId, t.createdAt),
    index('auction_views_auction_created_idx').on(t.auctionId, t.createdAt),
    // Trending (docs/decisions/005): views of the last 48 hours, read from the index alone.
    index('auction_views_created_auction_idx').on(t.createdAt, t.auctionId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    // SPEC 3: null means a system comment shown as the product
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('comments_content_ck', sql`char_length(btrim(content)) > 0`),
    index('comments_auction_created_idx').on(t.auctionId, t.createdAt),
    // The latest comments across the site, for moderation.
    index('comments_created_idx').on(t.createdAt),
  ],
);

/** A signed-in member reports a comment; admins see the open reports and resolve them. */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: id(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
    /** Set when an admin dismissed the report (a deleted comment takes its reports with it). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One report per member and comment; reporting again changes nothing.
    uniqueIndex('comment_reports_comment_reporter_uq').on(t.commentId, t.reporterId),
    index('comment_reports_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at is null`),
    check('comment_reports_reason_ck', sql`reason is null or char_length(reason) <= 500`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    id: id(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('comment_likes_comment_user_uq').on(t.commentId, t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    notificationType: text('notification_type').notNull().default('other'),
    notificationData: jsonb('notification_data').$type<Record<string, unknown>>().notNull().default({}),
    /** What made it (e.g. 'event:123', 'message:{id}'): one notification per source and recipient. */
    sourceKey: text('source_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_type_ck', inList('notification_type', NOTIFICATION_TYPES)),
    // SPEC 7: active notifications of the user, newest first, limit 20
    index('notifications_user_active_created_idx').on(t.userId, t.isActive, t.createdAt),
    uniqueIndex('notifications_user_source_uq').on(t.userId, t.sourceKey),
    // The notification worker: a user's last outbid notice about one auction (decision 014).
    index('notifications_user_outbid_idx')
      .on(t.userId, sql`(notification_data->>'auction_id')`, t.createdAt)
      .where(sql`notification_type = 'outbid'`),
  ],
);

/** The auction events the notification worker has handled (decision 014): its exactly-once gate. */
export const notificationEventReceipts = pgTable('notification_event_receipts', {
  eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
  createdAt: createdAt(),
});

/** How far a background consumer of auction_events has read (its floor; receipts decide the rest). */
export const eventConsumers = pgTable('event_consumers', {
  name: text('name').primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull().default(0),
});

/** Per-type e-mail choice; a missing row means the type's default (domain/community/notification-kinds.ts). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationType] }), check('notification_preferences_type_ck', inList('notification_type', NOTIFICATION_TYPES))],
);

/** E-mail alerts waiting to be sent; the mail job batches one user's pending alerts into one mail. */
export const emailAlerts = pgTable(
  'email_alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').notNull(),
    auctionId: uuid('auction_id').references(() => auctions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    link: text('link'),
    /**
     * A mail a sale or a deal requires (what to pay by when, each step, outcomes): sent on its own at
     * once, whatever the alert settings, with no unsubscribe link; `subject` is its subject. Alerts are batched.
     */
    transactional: boolean('transactional').notNull().default(false),
    subject: text('subject'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_alerts_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`sent_at is null`),
    index('email_alerts_transactional_pending_idx')
      .on(t.createdAt)
      .where(sql`sent_at is null and transactional`),
    index('email_alerts_user_type_auction_idx').on(t.userId, t.notificationType, t.auctionId, t.createdAt),
  ],
);

/** Saved searches: a listing page's search and filters; told when a new listing matches. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The page it was saved on and its query string, e.g. '/auctions' and 'search=mustang&make=Ford'. */
    path: text('path').notNull(),
    query: text('query').notNull().default(''),
    emailAlerts: boolean('email_alerts').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_user_created_idx').on(t.userId, t.createdAt), uniqueIndex('saved_searches_user_path_query_uq').on(t.userId, t.path, t.query)],
);

// ---------------------------------------------------------------- auction engine

/**
 * What happened to an auction, in commit order per auction (rows are written under the auction's
 * row lock): every transition (started, extended, sold, ended, negotiation opened) and every live
 * event, so that the record survives a restart and reconnecting viewers catch up from an id.
 */
export const auctionEvents = pgTable(
  'auction_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('auction_events_auction_id_idx').on(t.auctionId, t.id), index('auction_events_type_idx').on(t.auctionId, t.type)],
);

/**
 * The live events of a member's own stream (user:me: notifications, messages, offers), numbered so a viewer who
 * reconnects to any instance with Last-Event-ID receives what it missed (decision 027). Kept a day.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('user_events_user_id_idx').on(t.userId, t.id), index('user_events_created_at_idx').on(t.createdAt)],
);

/** SPEC 9: the 2.5% holds on leading bids, one row per hold; amounts in cents (DESIGN "Data"). */
export const paymentHolds = pgTable(
  'payment_holds',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bidId: uuid('bid_id').references(() => bids.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('held'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    /** Set once the provider has been told about the latest status (holds are settled after commit). */
    providerSyncedStatus: text('provider_synced_status'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_holds_status_ck', inList('status', ['held', 'released', 'captured'])),
    check('payment_holds_amount_ck', sql`amount_cents >= 0`),
    // The leader holds exactly one hold per auction.
    uniqueIndex('payment_holds_one_held_uq')
      .on(t.auctionId)
      .where(sql`status = 'held'`),
    index('payment_holds_user_idx').on(t.userId, t.status),
    index('payment_holds_unsynced_idx').on(t.status, t.providerSyncedStatus),
  ],
);

/** The books: every hold placed, released or captured, so that they can be checked to balance. */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: id(),
    /** Null for a charge (the payment of an accepted offer), which names its offer_payments row instead. */
    holdId: uuid('hold_id').references(() => paymentHolds.id, { onDelete: 'cascade' }),
    offerPaymentId: uuid('offer_payment_id').references(() => offerPayments.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** 64-bit: a charge is a whole offer in cents (up to MAX_AMOUNT x 100), past a 32-bit column. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_ledger_kind_ck', inList('kind', ['hold', 'release', 'capture', 'charge'])),
    check('payment_ledger_source_ck', sql`(kind = 'charge') = (hold_id is null and offer_payment_id is not null)`),
    // A charge is written once per payment, however often processing is retried.
    uniqueIndex('payment_ledger_one_charge_uq')
      .on(t.offerPaymentId)
      .where(sql`kind = 'charge'`),
    check('payment_ledger_amount_ck', sql`amount_cents >= 0`),
    index('payment_ledger_hold_idx').on(t.holdId),
    index('payment_ledger_auction_idx').on(t.auctionId),
  ],
);

/** The sandbox payment provider's own checkout sessions (its hosted test-mode page). */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // May be the all-zero general id (SPEC 3), so no foreign key.
    auctionId: uuid('auction_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    returnPath: text('return_path').notNull(),
    // 'bidder_authorization' (returns with authorization_success) or 'featured_listing'.
    purpose: text('purpose').notNull().default('bidder_authorization'),
    /** Where the page goes back to when paid and when cancelled, when the purpose has its own return (else returnPath). */
    successPath: text('success_path'),
    cancelPath: text('cancel_path'),
    status: text('status').notNull().default('open'),
    /** A deal's held payment (purpose 'deal_payment') names its deal, whose transfer group it joins. */
    dealId: text('deal_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('sandbox_checkout_sessions_status_ck', inList('status', ['open', 'authorized', 'cancelled']))],
);

/**
 * The sandbox provider's money moves of a held deal: a transfer of the seller's share
 * to a connected account, or a refund to the buyer. One row per idempotency key (the deal and its step),
 * so a retried move happens once, as at Stripe.
 */
export const sandboxMoneyMoves = pgTable(
  'sandbox_money_moves',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique('sandbox_money_moves_key_uq'),
    kind: text('kind').notNull(),
    /** The deal's checkout session (the charge the money came in by). */
    paymentReference: text('payment_reference').notNull(),
    transferGroup: text('transfer_group'),
    /** A transfer's connected account. */
    destination: text('destination'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_money_moves_kind_ck', inList('kind', ['transfer', 'refund'])),
    check('sandbox_money_moves_amount_ck', sql`amount_cents > 0`),
    index('sandbox_money_moves_payment_idx').on(t.paymentReference),
  ],
);

/** The sandbox provider's connected accounts (Connect Express emulated): enabled once the seller completes its onboarding page. */
export const sandboxConnectedAccounts = pgTable('sandbox_connected_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  /** The last account link's return and refresh paths (where its page goes back to). */
  returnPath: text('return_path'),
  refreshPath: text('refresh_path'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A seller's payout account at the payment provider (Connect onboarding from the
 * profile), where a held deal's price is transferred on release. Its flags are the provider's, read back.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  accountId: text('account_id').notNull().unique('payout_accounts_account_uq'),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- selling

/**
 * A listing being written: the form's fields as the seller left them (domain/listings/listing-input.ts), apart
 * from `auctions` so that SPEC 4's statuses stay as they are (decision 011). Several per seller.
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('listing_drafts_user_updated_idx').on(t.userId, t.updatedAt)],
);

/** A photo or video file uploaded into a draft; its stored objects are named after its content's hash. */
export const listingUploads = pgTable(
  'listing_uploads',
  {
    id: id(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => listingDrafts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    check('listing_uploads_kind_ck', inList('kind', FILE_TYPES)),
    check('listing_uploads_bytes_ck', sql`bytes >= 0`),
    uniqueIndex('listing_uploads_draft_url_uq').on(t.draftId, t.url),
    index('listing_uploads_url_idx').on(t.url),
  ],
);

// ---------------------------------------------------------------- administration

/**
 * Every change made in the admin area (DESIGN "Background work"): who, when, what, and the values
 * before and after. Written by `recordAudit` in the same transaction as the change itself.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('admin_audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * SPEC 7 create-featured-listing-checkout, SPEC 9: the featured fee of a listing, held at
 * checkout, captured when an admin approves the listing, released when it is rejected or withdrawn.
 * Amounts in cents (decision 003).
 */
export const featuredListingPayments = pgTable(
  'featured_listing_payments',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    /** The provider's reference of the held payment, known once the checkout is paid. */
    providerReference: text('provider_reference'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('featured_listing_payments_status_ck', inList('status', ['pending', 'held', 'captured', 'released', 'cancelled'])),
    check('featured_listing_payments_amount_ck', sql`amount_cents >= 0`),
    uniqueIndex('featured_listing_payments_session_uq').on(t.checkoutSessionId),
    // One fee held (or taken) per listing.
    uniqueIndex('featured_listing_payments_one_held_uq')
      .on(t.auctionId)
      .where(sql`status in ('held', 'captured')`),
    index('featured_listing_payments_auction_idx').on(t.auctionId, t.status),
  ],
);

/**
 * The payment provider's webhook calls as received, with what became of them, for the
 * Stripe page of the admin area. A call refused for its signature is kept too (no payload is stored).
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    /** The provider's event type (e.g. checkout.session.completed); null when the signature was refused. */
    eventType: text('event_type'),
    /** The checkout session it was about, when any. */
    reference: text('reference'),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_webhook_events_outcome_ck', inList('outcome', ['processed', 'ignored', 'rejected', 'failed'])),
    index('payment_webhook_events_created_idx').on(t.createdAt),
  ],
);

/** The membership plans offered to sellers (money in whole dollars, SPEC 1). */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    monthlyPrice: integer('monthly_price').notNull(),
    /** Listings a member may submit per month under the plan. */
    listingsIncluded: integer('listings_included').notNull(),
    /** Featured placements included per month (no featured fee to pay). */
    featuredCredits: integer('featured_credits').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('membership_plans_numbers_ck', sql`monthly_price >= 0 and listings_included >= 0 and featured_credits >= 0`),
    uniqueIndex('membership_plans_name_uq').on(sql`lower(${t.name})`),
  ],
);

/**
 * A seller's membership of a plan, one row per period. Decision 022: it
 * renews every month through the payment provider; a renewal makes the next period's row (this one
 * 'renewed'), so periods never overlap and each keeps its own usage. 'pending' while the checkout is
 * open; 'active' for its period and while its renewal is charged or retried; 'ended' when a cancelled
 * period is over or the renewal failed; 'cancelled' for an abandoned checkout, a replaced plan or a
 * renewal given up (domain/membership/membership-renewal.ts SUBSCRIPTION_STATUSES).
 */
export const membershipSubscriptions = pgTable(
  'membership_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A plan with subscriptions is deactivated, never deleted.
    planId: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    /** Cents, at the provider boundary (decision 003): the plan's price when the checkout began. */
    amountCents: integer('amount_cents').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    featuredCreditsUsed: integer('featured_credits_used').notNull().default(0),
    provider: text('provider').notNull(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    providerReference: text('provider_reference'),
    /** When the member cancelled (the plan then stops at its period's end) or gave up a renewal. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The provider's subscription (Stripe's sub_..., the sandbox's own), the same on every period it renewed. */
    providerSubscriptionId: text('provider_subscription_id'),
    /** The first period's start: every period ends on a monthly date from it (Jan 31 -> Feb 28 -> Mar 31). */
    billingAnchor: timestamp('billing_anchor', { withTimezone: true }),
    /** The period this row renewed: a period is renewed once. */
    renewalOf: uuid('renewal_of').references((): AnyPgColumn => membershipSubscriptions.id, { onDelete: 'set null' }),
    /** Cancelled by the member: it stops at the period's end instead of renewing (resumable until then). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Failed attempts to charge this period's renewal, and when it is tried next. */
    renewalFailures: integer('renewal_failures').notNull().default(0),
    nextRenewalAttemptAt: timestamp('next_renewal_attempt_at', { withTimezone: true }),
    /** The reminder 3 days before the renewal went out (once per period). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    /** The provider's subscription must still be stopped (a replaced or ended plan): done after commit, retried by the job. */
    providerStopPending: boolean('provider_stop_pending').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('membership_subscriptions_status_ck', inList('status', SUBSCRIPTION_STATUSES)),
    check('membership_subscriptions_end_reason_ck', sql`end_reason is null or end_reason in ('cancelled', 'payment_failed', 'lapsed')`),
    check('membership_subscriptions_numbers_ck', sql`amount_cents >= 0 and featured_credits_used >= 0 and renewal_failures >= 0`),
    check('membership_subscriptions_period_ck', sql`status <> 'active' or (current_period_start is not null and current_period_end > current_period_start)`),
    uniqueIndex('membership_subscriptions_session_uq').on(t.checkoutSessionId),
    // One active membership per seller: a new plan's activation cancels the old one in the same transaction.
    uniqueIndex('membership_subscriptions_one_active_uq')
      .on(t.userId)
      .where(sql`status = 'active'`),
    index('membership_subscriptions_plan_idx').on(t.planId, t.status),
    uniqueIndex('membership_subscriptions_renewal_uq').on(t.renewalOf),
    index('membership_subscriptions_provider_sub_idx').on(t.providerSubscriptionId),
    // The renewal, reminder and lapse jobs read the active rows by their period's end.
    index('membership_subscriptions_active_end_idx')
      .on(t.currentPeriodEnd)
      .where(sql`status = 'active'`),
    index('membership_subscriptions_stop_idx')
      .on(t.id)
      .where(sql`provider_stop_pending`),
  ],
);

/**
 * Limits on members' writes (domain/shared/write-limits.ts, decision 021): one row per key
 * (kind, member or address, window length) and fixed window, counted by one upsert, so several
 * instances share the count. Rows past expires_at are pruned.
 */
export const writeLimitCounters = pgTable(
  'write_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('write_limit_counters_expires_idx').on(t.expiresAt)],
);

/**
 * A member's request to be verified. The two photos live in the private area of object
 * storage (keys under 'private/identity/'), never under public media; their keys are cleared when the
 * retention job deletes them, 30 days after the decision (docs/decisions/024-identity-files.md).
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    idPhotoKey: text('id_photo_key'),
    selfieKey: text('selfie_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('identity_verifications_status_ck', inList('status', VERIFICATION_STATUSES)),
    // One request under review per member.
    uniqueIndex('identity_verifications_pending_uq')
      .on(t.userId)
      .where(sql`status = 'pending'`),
    index('identity_verifications_user_idx').on(t.userId, t.submittedAt),
    index('identity_verifications_status_idx').on(t.status, t.submittedAt),
    // The retention job: decided requests whose files are still stored, oldest decision first.
    index('identity_verifications_retention_idx')
      .on(t.decidedAt)
      .where(sql`decided_at is not null and files_deleted_at is null`),
  ],
);

// ---------------------------------------------------------------- the deal after the sale

/**
 * One deal per sale, made in the sale's engine transaction. A vehicle is sold once
 * across its listings: at most one live deal per lineage (its first listing); a cancelled or refunded
 * deal leaves room for a second-chance sale. State and money as domain/deals/deal-rules.ts moves them.
 */
export const deals = pgTable(
  'deals',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    /** The vehicle's first listing (the original_auction_id chain's end). */
    lineageId: uuid('lineage_id').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'auction' (sold at close), 'buy_now', 'offer', 'counter_offer', 'second_chance'. */
    saleKind: text('sale_kind').notNull(),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** Whole dollars (SPEC 1). */
    price: integer('price').notNull(),
    paymentMethod: text('payment_method').notNull().default('held'),
    state: text('state').notNull().default('awaiting_payment'),
    chargedCents: bigint('charged_cents', { mode: 'number' }).notNull().default(0),
    transferredCents: bigint('transferred_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    carrier: text('carrier'),
    tracking: text('tracking'),
    titleSentAt: timestamp('title_sent_at', { withTimezone: true }),
    titleTracking: text('title_tracking'),
    titleReceivedAt: timestamp('title_received_at', { withTimezone: true }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeReason: text('dispute_reason'),
    disputePhotoIds: jsonb('dispute_photo_ids').$type<string[]>().notNull().default([]),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the deadline job must look at it next (a reminder or the release); null when nothing is due. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    /** The reminders already sent (domain ReminderKey), so each goes once. */
    remindersSent: jsonb('reminders_sent').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('deals_state_ck', inList('state', DEAL_STATES)),
    check('deals_payment_method_ck', inList('payment_method', PAYMENT_METHODS)),
    check('deals_sale_kind_ck', inList('sale_kind', ['auction', 'buy_now', 'offer', 'counter_offer', 'second_chance'])),
    check(
      'deals_money_ck',
      sql`price > 0 and charged_cents >= 0 and transferred_cents >= 0 and refunded_cents >= 0 and transferred_cents + refunded_cents <= charged_cents`,
    ),
    // A vehicle is sold once: one live deal per lineage (cancelled or refunded ones leave room for a new sale).
    uniqueIndex('deals_one_live_per_vehicle_uq')
      .on(t.lineageId)
      .where(sql`state not in ('cancelled', 'refunded')`),
    index('deals_auction_idx').on(t.auctionId),
    index('deals_buyer_idx').on(t.buyerId, t.createdAt),
    index('deals_seller_idx').on(t.sellerId, t.createdAt),
    index('deals_state_idx').on(t.state, t.createdAt),
    index('deals_next_due_idx')
      .on(t.nextDueAt)
      .where(sql`next_due_at is not null`),
  ],
);

/** A deal's timeline: the sale, every move, who made it, when, the money it moved. */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    move: text('move').notNull(),
    actor: text('actor').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [check('deal_events_actor_ck', inList('actor', ['buyer', 'seller', 'admin', 'system'])), index('deal_events_deal_idx').on(t.dealId, t.id)],
);

/**
 * A deal's money movements (DESIGN: idempotent on (deal, step)): the charge of the price, the transfer to
 * the seller, the refund to the buyer, each at most once. Written with the move that decides it; the
 * provider is asked after commit with the key deal_{id}_{step}, and a pending row is retried by the job.
 */
export const dealPayments = pgTable(
  'deal_payments',
  {
    id: id(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    provider: text('provider'),
    /** The charge's reference (its checkout session) for 'charge'; the provider's transfer or refund id otherwise. */
    providerReference: text('provider_reference'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    // 'return:{reference}': another payment of an already paid deal, returned in full (server/modules/deals/deal-money.ts).
    check('deal_payments_step_ck', sql.raw(`step in ('charge', 'transfer', 'refund', 'fee_refund') or step like 'return:%'`)),
    check('deal_payments_status_ck', inList('status', ['pending', 'done'])),
    check('deal_payments_amount_ck', sql`amount_cents > 0`),
    unique('deal_payments_deal_step_uq').on(t.dealId, t.step),
    index('deal_payments_pending_idx')
      .on(t.status, t.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

/** A strike against a member who failed a deal (a buyer who did not pay, a seller who backed out). */
export const memberStrikes = pgTable(
  'member_strikes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    // An admin may lift a strike (with a reason the member sees): it stays listed, but no longer counts.
    liftedAt: timestamp('lifted_at', { withTimezone: true, mode: 'date' }),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
  },
  (t) => [
    check('member_strikes_lift_ck', sql`(lifted_at is null) = (lift_reason is null)`),
    check('member_strikes_reason_ck', inList('reason', ['non_payment', 'backed_out'])),
    unique('member_strikes_user_deal_uq').on(t.userId, t.dealId),
    index('member_strikes_user_idx').on(t.userId),
  ],
);

// Decision 026: the admin figures' rollups (server/modules/admin-analytics/rollups.ts).
const rollupTime = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();

/**
 * Per UTC quarter-hour and category: a viewer's calendar day is a whole number of them. Bids (from the bid events),
 * views (sealed quarter-hours), watchlist entries by their time and sales by their listing's end (kept by the
 * triggers admin_rollup_watch_trg and admin_rollup_sale_*_trg, migration 0032).
 */
export const adminRollupActivity = pgTable(
  'admin_rollup_activity',
  {
    bucket: rollupTime('bucket'),
    category: text('category').notNull(),
    bids: integer('bids').notNull().default(0),
    views: integer('views').notNull().default(0),
    watchers: integer('watchers').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    salesValue: bigint('sales_value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.category] })],
);

/**
 * admin_rollup_activity summed two ways, kept from it by statement triggers (migration 0037), so that a read of
 * months sums a few hundred rows: per UTC day and category (a period's whole days), and per quarter-hour for
 * every category together (the charts' days at the viewer's offset).
 */
export const adminRollupDaily = pgTable(
  'admin_rollup_daily',
  {
    day: rollupTime('day'),
    category: text('category').notNull(),
    bids: bigint('bids', { mode: 'number' }).notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    watchers: bigint('watchers', { mode: 'number' }).notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
    salesValue: bigint('sales_value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.category] })],
);

export const adminRollupTotals = pgTable('admin_rollup_totals', {
  bucket: rollupTime('bucket').primaryKey(),
  bids: bigint('bids', { mode: 'number' }).notNull().default(0),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  watchers: bigint('watchers', { mode: 'number' }).notNull().default(0),
  sales: bigint('sales', { mode: 'number' }).notNull().default(0),
  salesValue: bigint('sales_value', { mode: 'number' }).notNull().default(0),
});

/**
 * admin_rollup_people counted by the quarter-hour of each person's latest activity (kept by statement triggers,
 * migration 0037): "people active since X", X a quarter-hour, is a sum over X's buckets on, not a count of people.
 */
export const adminRollupPeopleCounts = pgTable(
  'admin_rollup_people_counts',
  {
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    bucket: rollupTime('bucket'),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.category, t.bucket] })],
);

/** admin_rollup_people_counts per UTC day (kept by the same triggers): a period's whole days. */
export const adminRollupPeopleDaily = pgTable(
  'admin_rollup_people_daily',
  {
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    day: rollupTime('day'),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.category, t.day] })],
);

/** Sign-ups per UTC quarter-hour (kept by the trigger admin_rollup_signup_trg). */
export const adminRollupSignups = pgTable('admin_rollup_signups', {
  bucket: rollupTime('bucket').primaryKey(),
  signups: integer('signups').notNull().default(0),
});

/**
 * The top listings by bids or views of a period starting at from_at, over [from_at, cut_at): the first ones (a
 * few more than shown) with their counts; a read adds the rows since cut_at (decision 026).
 */
export const adminRollupTop = pgTable(
  'admin_rollup_top',
  {
    kind: text('kind').notNull(),
    fromAt: rollupTime('from_at'),
    cutAt: rollupTime('cut_at'),
    auctionId: uuid('auction_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fromAt, t.auctionId] })],
);

/** Per kind (bidder, viewer), category ('' for the whole marketplace) and person: their latest activity. */
export const adminRollupPeople = pgTable(
  'admin_rollup_people',
  {
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    person: text('person').notNull(),
    lastAt: rollupTime('last_at'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.category, t.person] }), index('admin_rollup_people_last_idx').on(t.kind, t.lastAt, t.category)],
);

/** Per bidder and auction: the seller and the bidder's latest bid on it (the bidding signals). */
export const adminRollupBidderAuctions = pgTable(
  'admin_rollup_bidder_auctions',
  {
    bidderId: uuid('bidder_id').notNull(),
    auctionId: uuid('auction_id').notNull(),
    sellerId: uuid('seller_id').notNull(),
    lastAt: rollupTime('last_at'),
  },
  (t) => [primaryKey({ columns: [t.bidderId, t.auctionId] }), index('admin_rollup_bidder_auctions_pair_idx').on(t.bidderId, t.sellerId, t.lastAt)],
);

/** Per bidder: the one seller they ever bid on (sellers = 1), or more than one (2). */
export const adminRollupBidders = pgTable(
  'admin_rollup_bidders',
  {
    bidderId: uuid('bidder_id').primaryKey(),
    sellerId: uuid('seller_id').notNull(),
    sellers: integer('sellers').notNull(),
  },
  (t) => [index('admin_rollup_bidders_one_idx').on(t.sellers)],
);

/** The bid events the rollups have counted (their consumer's position is in event_consumers). */
export const adminRollupEventReceipts = pgTable('admin_rollup_event_receipts', {
  eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
});

/** views_sealed_until (views before it are in the rollups) and rebuilt_at (the last rebuild from the rows). */
export const adminRollupState = pgTable('admin_rollup_state', {
  name: text('name').primaryKey(),
  value: rollupTime('value'),
});

/**
 * Once a deal is completed or cancelled, each party rates the other once (1 to 5 stars, a comment
 * of up to 500 characters). One row per (deal, author), so a second entry, even racing the first, is refused.
 */
export const dealFeedback = pgTable(
  'deal_feedback',
  {
    id: id(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member rated: the deal's other party. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The author's side in the deal: 'buyer' or 'seller'. */
    authorRole: text('author_role').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('deal_feedback_role_ck', inList('author_role', ['buyer', 'seller'])),
    check('deal_feedback_rating_ck', sql`rating between 1 and 5`),
    check('deal_feedback_comment_ck', sql`char_length(comment) <= 500`),
    uniqueIndex('deal_feedback_deal_author_uq').on(t.dealId, t.authorId),
    // A member's public page: their feedback, newest first.
    index('deal_feedback_subject_idx').on(t.subjectId, t.createdAt),
  ],
);
