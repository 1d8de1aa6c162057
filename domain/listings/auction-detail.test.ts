import { describe, expect, it } from 'vitest';
import { estimatedValue, headerFacts, lines, paragraphs, vehicleDetailRows, vehicleTitle, videoTitle, type AuctionDetail } from './auction-detail.ts';

describe('vehicle title and header line (SPEC 2)', () => {
  it('uses year make model trim, else the title', () => {
    expect(vehicleTitle({ title: 'T', year: 1973, make: 'Porsche', model: '911', trim: 'Carrera RS' })).toBe('1973 Porsche 911 Carrera RS');
    expect(vehicleTitle({ title: 'T', year: 2005, make: 'Ford', model: 'GT', trim: null })).toBe('2005 Ford GT');
    expect(vehicleTitle({ title: 'My truck', year: null, make: null, model: ' ', trim: null })).toBe('My truck');
  });
  it('falls back to 0, Engine Info and Location TBD', () => {
    expect(headerFacts({ mileage: null, engine: null, location: ' ' })).toEqual({ mileage: '0 miles', engine: 'Engine Info', location: 'Location TBD' });
    expect(headerFacts({ mileage: 64300, engine: 'Flat-six', location: 'San Diego, CA' })).toEqual({
      mileage: '64,300 miles',
      engine: 'Flat-six',
      location: 'San Diego, CA',
    });
  });
});

describe('estimated value', () => {
  it('is a range, min+ or N/A', () => {
    expect(estimatedValue(55000, 70000)).toBe('$55,000 - $70,000');
    expect(estimatedValue(55000, null)).toBe('$55,000+');
    expect(estimatedValue(null, null)).toBeNull();
  });
});

describe('vehicle details rows', () => {
  const base = {
    make: 'Ford',
    model: 'GT',
    mileage: 3150,
    engine: null,
    vin: 'V',
    titleStatus: 'Clean',
    titleState: 'AZ',
    marketValueMin: 1,
    marketValueMax: null,
    drivetrain: 'RWD',
    transmission: '6MT',
    exteriorColor: 'Red',
    interiorColor: '',
    titleHolderName: null,
    location: 'Scottsdale, AZ',
  };
  it('lists every row in order with N/A for missing values', () => {
    const rows = vehicleDetailRows({ ...base, lienExists: 'yes' } as unknown as AuctionDetail);
    expect(rows.map((r) => r.label)).toEqual([
      'Make',
      'Model',
      'Mileage',
      'Engine',
      'VIN',
      'Title Status',
      'Title State',
      'Estimated Value',
      'Drivetrain',
      'Transmission',
      'Exterior Color',
      'Interior Color',
      'Title Holder',
      'Location',
    ]);
    expect(rows.find((r) => r.label === 'Engine')?.value).toBe('N/A');
    expect(rows.find((r) => r.label === 'Interior Color')?.value).toBe('N/A');
    expect(rows.find((r) => r.label === 'Estimated Value')?.value).toBe('$1+');
  });
  it('hides Title Holder when lien_exists is no', () => {
    expect(vehicleDetailRows({ ...base, lienExists: 'no' } as unknown as AuctionDetail).some((r) => r.label === 'Title Holder')).toBe(false);
    expect(vehicleDetailRows({ ...base, lienExists: null } as unknown as AuctionDetail).some((r) => r.label === 'Title Holder')).toBe(true);
  });
});

describe('text sections', () => {
  it('splits paragraphs on blank lines and lists on lines', () => {
    expect(paragraphs('One\nstill one\n\n  \nTwo\r\n\r\nThree')).toEqual(['One\nstill one', 'Two', 'Three']);
    expect(paragraphs(null)).toEqual([]);
    expect(lines('- A\n\n* B\n C ')).toEqual(['A', 'B', 'C']);
  });
  it('names videos by their title or their position', () => {
    expect(videoTitle([{ type: 'youtube', url: 'u', title: 'Walkaround' }], 'u', 0)).toBe('Walkaround');
    expect(videoTitle([], 'x', 1)).toBe('Video 2');
  });
});

describe('timer bar control (SPEC 4)', () => {
  const base = { status: 'active', ended: false, isOwner: false, loading: false };
  it('follows the order of the spec', async () => {
    const { timerBarControl } = await import('./auction-detail.ts');
    expect(timerBarControl({ ...base, ended: true, isOwner: true })).toBe('Ended');
    expect(timerBarControl({ ...base, status: 'pending_approval', isOwner: true })).toBe('Upcoming');
    expect(timerBarControl({ ...base, status: 'scheduled', loading: true })).toBe('Scheduled');
    expect(timerBarControl({ ...base, isOwner: true, loading: true })).toBe('Your Listing');
    expect(timerBarControl({ ...base, loading: true })).toBe('Loading...');
    expect(timerBarControl(base)).toBe('Place Bid');
  });
});
