import type { ListingCard } from './api.ts';

const HOUR = 3_600_000;

interface Sample {
  title: string;
  category: string;
  year: number;
  make: string;
  model: string;
  mileage: number | null;
  location: string;
  image: string;
  bid: number;
  value: [number, number];
  hoursLeft: number;
  bids: number;
}

const SAMPLES: Sample[] = [
  {
    title: '1967 Ford Mustang Fastback',
    category: 'cars',
    year: 1967,
    make: 'Ford',
    model: 'Mustang',
    mileage: 68400,
    location: 'Austin, TX',
    image: '/media/demo/cars/front34-1-1d4ed8.webp',
    bid: 61500,
    value: [65000, 80000],
    hoursLeft: 5,
    bids: 23,
  },
  {
    title: '1990 Porsche 911 Carrera 4',
    category: 'cars',
    year: 1990,
    make: 'Porsche',
    model: '911',
    mileage: 84200,
    location: 'Scottsdale, AZ',
    image: '/media/demo/cars/side-2-b91c1c.webp',
    bid: 72000,
    value: [75000, 95000],
    hoursLeft: 20,
    bids: 31,
  },
  {
    title: '2003 Harley-Davidson Road King',
    category: 'motorcycles',
    year: 2003,
    make: 'Harley-Davidson',
    model: 'Road King',
    mileage: 21300,
    location: 'Denver, CO',
    image: '/media/demo/motorcycles/side-3-0f172a.webp',
    bid: 8600,
    value: [9000, 12000],
    hoursLeft: 30,
    bids: 12,
  },
  {
    title: '2019 Freightliner Cascadia 126',
    category: 'heavy-duty-trucks-buses',
    year: 2019,
    make: 'Freightliner',
    model: 'Cascadia',
    mileage: 412000,
    location: 'Dallas, TX',
    image: '/media/demo/heavy-duty-trucks-buses/front34-0-f8fafc.webp',
    bid: 54000,
    value: [58000, 70000],
    hoursLeft: 52,
    bids: 9,
  },
  {
    title: '2015 Boston Whaler 270 Dauntless',
    category: 'boats',
    year: 2015,
    make: 'Boston Whaler',
    model: '270 Dauntless',
    mileage: null,
    location: 'Tampa, FL',
    image: '/media/demo/boats/side-1-f8fafc.webp',
    bid: 98000,
    value: [105000, 125000],
    hoursLeft: 76,
    bids: 14,
  },
  {
    title: '2018 Caterpillar 308 CR Mini Excavator',
    category: 'heavy-equipment',
    year: 2018,
    make: 'Caterpillar',
    model: '308',
    mileage: null,
    location: 'Boise, ID',
    image: '/media/demo/heavy-equipment/front34-2-eab308.webp',
    bid: 47500,
    value: [50000, 62000],
    hoursLeft: 100,
    bids: 7,
  },
];

/**
 * SPEC 8: when the live-auction fetch fails, the home page shows built-in sample listings instead of
 * an error. Their ids are not uuids, so they never subscribe to live updates.
 */
export function sampleListings(nowMs: number): ListingCard[] {
  return SAMPLES.map((s, i) => ({
    id: `sample-${i + 1}`,
    slug: null,
    title: s.title,
    category: s.category,
    listingType: 'auction',
    status: 'active',
    featured: i === 0,
    year: s.year,
    make: s.make,
    model: s.model,
    trim: null,
    mileage: s.mileage,
    location: s.location,
    imageUrl: s.image,
    marketValueMin: s.value[0],
    marketValueMax: s.value[1],
    startingPrice: Math.round(s.bid / 2),
    currentBid: s.bid,
    buyNowPrice: null,
    allowOffers: false,
    bidCount: s.bids,
    hasReserve: true,
    reserveMet: i % 2 === 0,
    startTime: new Date(nowMs - 5 * 24 * HOUR).toISOString(),
    endTime: new Date(nowMs + s.hoursLeft * HOUR).toISOString(),
    createdAt: new Date(nowMs - 6 * 24 * HOUR).toISOString(),
    // Nobody's listing: no visitor is its seller.
    sellerId: `sample-seller-${i + 1}`,
  }));
}
