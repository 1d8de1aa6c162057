import type { ListingDraftData } from '../../domain/listings/listing-input.ts';

const DAY = 86_400_000;

/**
 * A complete auction listing as a seller submits it: a 2003 Honda Accord sold by a business, starting two days from
 * now, with no photos; `over` sets any field (its photos, its prices, a flaw).
 */
export function completeListingDraft(over: Partial<ListingDraftData> = {}): ListingDraftData {
  return {
    listingType: 'auction',
    category: 'cars',
    title: '2003 Honda Accord',
    description: 'One owner.',
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    mileage: 81_000,
    vin: '1HGCM82633A004352',
    location: 'Austin, TX',
    titleStatus: 'Clean',
    lienExists: 'no',
    hasFlaws: 'no',
    isModified: 'no',
    sellerType: 'business',
    companyName: 'Accord Autos',
    contactName: 'Pat',
    contactPhone: '555-0100',
    startingPrice: 2000,
    startTime: new Date(Date.now() + 2 * DAY).toISOString(),
    durationDays: 5,
    media: [],
    ...over,
  };
}
