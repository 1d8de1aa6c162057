import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES, listingDraftData, listingProblems, listingWindow, type ListingDraftData } from './listing-input.ts';
import { PRICE_MESSAGES } from './listing-pricing.ts';
import { VIN_MESSAGES } from './vin.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

const completeCar: ListingDraftData = {
  listingType: 'auction',
  category: 'cars',
  title: '2003 Honda Accord EX',
  description: 'One owner.\n\nService records.',
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  mileage: 81_000,
  vin: '1HGCM82633A004352',
  location: 'Austin, TX',
  titleStatus: 'Clean',
  lienExists: 'no',
  hasFlaws: 'no',
  isModified: 'no',
  sellerType: 'other',
  fullName: 'Pat Seller',
  phoneNumber: '555-0100',
  startingPrice: 2000,
  reservePrice: 5000,
  buyNowPrice: 9000,
  startTime: '2026-11-25T15:00:00Z',
  durationDays: 7,
  media: [{ kind: 'image', url: '/media/uploads/abc.webp', category: 'exterior' }],
};

const problemsOf = (d: ListingDraftData) => listingProblems(d, NOW).map((p) => p.field);

describe('listing problems', () => {
  it('a complete car listing has none', () => {
    expect(listingProblems(completeCar, NOW)).toEqual([]);
  });
  it('an empty draft names every required field', () => {
    const fields = problemsOf({});
    for (const f of ['listingType', 'category', 'title', 'year', 'make', 'model', 'vin', 'location', 'description', 'titleStatus', 'sellerType', 'media']) {
      expect(fields).toContain(f);
    }
  });
  it('checks the VIN of a road vehicle of 1981 on', () => {
    expect(listingProblems({ ...completeCar, vin: '1HGCM82643A004352' }, NOW)).toEqual([{ field: 'vin', message: VIN_MESSAGES.check_digit }]);
    expect(listingProblems({ ...completeCar, vin: '' }, NOW)).toEqual([{ field: 'vin', message: VIN_MESSAGES.length }]);
    expect(listingProblems({ ...completeCar, year: 1967, vin: '7R02C123456' }, NOW)).toEqual([]);
  });
  it('takes a free-text serial or hull number for boats, trailers and equipment', () => {
    const boat: ListingDraftData = { ...completeCar, category: 'boats', make: 'Chris-Craft', model: 'Runabout', vin: 'CCX12345B606' };
    expect(listingProblems(boat, NOW)).toEqual([]);
    expect(listingProblems({ ...boat, vin: 'N/A' }, NOW)).toEqual([]);
    expect(listingProblems({ ...boat, vin: '' }, NOW)).toEqual([{ field: 'vin', message: LISTING_MESSAGES.serial }]);
  });
  it('asks for the lienholder and title holder when a lien exists', () => {
    expect(problemsOf({ ...completeCar, lienExists: 'yes' })).toEqual(['lienholderName', 'titleHolderName']);
  });
  it('asks for the flaws when has_flaws is yes, and the modifications when modified', () => {
    expect(problemsOf({ ...completeCar, hasFlaws: 'yes' })).toEqual(['flawsDescription']);
    expect(problemsOf({ ...completeCar, isModified: 'yes' })).toEqual(['modificationsList']);
  });
  it('asks a business for its company fields, a private seller for name and phone', () => {
    expect(problemsOf({ ...completeCar, sellerType: 'business' })).toEqual(['companyName', 'contactName', 'contactPhone']);
    expect(problemsOf({ ...completeCar, fullName: '' })).toEqual(['fullName']);
  });
  it('applies the pricing rules', () => {
    expect(listingProblems({ ...completeCar, reservePrice: 1000 }, NOW)).toEqual([{ field: 'reservePrice', message: PRICE_MESSAGES.reserveBelowStart }]);
    expect(listingProblems({ ...completeCar, buyNowPrice: 500_000_001 }, NOW)).toEqual([
      { field: 'buyNowPrice', message: 'The buy now price cannot exceed $500,000,000' },
    ]);
  });
  it('caps estimated values at MAX_AMOUNT and mileage at 10,000,000; wants a real model year', () => {
    expect(listingProblems({ ...completeCar, marketValueMax: 500_000_001 }, NOW)).toEqual([
      { field: 'marketValueMax', message: 'Estimated values cannot exceed $500,000,000' },
    ]);
    expect(listingProblems({ ...completeCar, mileage: 10_000_001 }, NOW)).toEqual([{ field: 'mileage', message: 'Mileage cannot exceed 10,000,000' }]);
    expect(problemsOf({ ...completeCar, year: 19 })).toContain('year');
  });
  it('a draft keeps what is half typed or over a limit, so it is saved while the seller types; submitting names it', () => {
    const typed = listingDraftData.parse({ year: 19, mileage: 20_000_000, startingPrice: 900_000_000 });
    expect(typed).toMatchObject({ year: 19, mileage: 20_000_000, startingPrice: 900_000_000 });
    expect(listingDraftData.safeParse({ startingPrice: 10.5 }).success).toBe(false);
    expect(listingDraftData.safeParse({ startingPrice: -1 }).success).toBe(false);
  });
  it('wants an auction start in the future and a duration', () => {
    expect(problemsOf({ ...completeCar, startTime: '2026-11-23T11:00:00Z' })).toEqual(['startTime']);
    expect(problemsOf({ ...completeCar, durationDays: undefined })).toEqual(['durationDays']);
  });
  it('classifieds need a sale price, no schedule', () => {
    const classified = {
      ...completeCar,
      listingType: 'classified' as const,
      startTime: null,
      durationDays: undefined,
      startingPrice: null,
      reservePrice: null,
      buyNowPrice: 9000,
    };
    expect(listingProblems(classified, NOW)).toEqual([]);
  });
  it('wants a photo and refuses a link that is not YouTube', () => {
    expect(problemsOf({ ...completeCar, media: [] })).toEqual(['media']);
    expect(problemsOf({ ...completeCar, media: [...completeCar.media!, { kind: 'youtube', url: 'https://vimeo.com/1', category: 'exterior' }] })).toEqual([
      'media.1',
    ]);
  });
  it('wants the estimate range in order', () => {
    expect(problemsOf({ ...completeCar, marketValueMin: 10_000, marketValueMax: 9000 })).toEqual(['marketValueMax']);
  });
});

describe('draft data', () => {
  it('accepts any part of the form and drops unknown keys', () => {
    const parsed = listingDraftData.parse({ title: ' Accord ', nonsense: 1 });
    expect(parsed).toEqual({ title: 'Accord' });
  });
  it('refuses a category outside the seven and bad durations', () => {
    expect(listingDraftData.safeParse({ category: 'planes' }).success).toBe(false);
    expect(listingDraftData.safeParse({ durationDays: 6 }).success).toBe(false);
  });
  it('defaults a media item to exterior', () => {
    expect(listingDraftData.parse({ media: [{ kind: 'image', url: '/media/uploads/a.webp' }] }).media![0]!.category).toBe('exterior');
  });
});

describe('listing window', () => {
  it('an auction runs its duration from its start', () => {
    expect(listingWindow(completeCar, NOW)).toEqual({ startTime: new Date('2026-11-25T15:00:00Z'), endTime: new Date('2026-12-02T15:00:00Z') });
  });
  it('a classified lists for 60 days from now', () => {
    expect(listingWindow({ listingType: 'classified' }, NOW).endTime).toEqual(new Date('2027-01-22T12:00:00Z'));
  });
});
