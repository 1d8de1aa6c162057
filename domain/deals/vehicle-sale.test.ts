import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleConflict, type SaleWay, type VehicleListing } from './vehicle-sale.ts';

const NOW = Date.parse('2030-01-01T12:00:00Z');
const HOUR = 3_600_000;
const listing = (id: string, over: Partial<VehicleListing> = {}): VehicleListing => ({
  id,
  status: 'ended',
  winnerId: null,
  rejectedAt: null,
  withdrawnAt: null,
  negotiationWindowEnds: null,
  pendingNegotiationOffers: 0,
  openSecondChance: false,
  ...over,
});
const SELLING: SaleWay[] = ['close', 'buy_now', 'accept_offer', 'accept_second_chance'];
const OPENING: SaleWay[] = ['renewal', 'second_chance_offer'];
const ALL: SaleWay[] = [...SELLING, ...OPENING, 'approve_renewal'];

describe('a vehicle is sold at most once (issue 23 item 2)', () => {
  it('refuses every way on every listing once another listing of the vehicle is sold', () => {
    for (const sold of [listing('a', { status: 'sold', winnerId: 'u' }), listing('a', { status: 'ended', winnerId: 'u' })]) {
      for (const way of ALL) expect(saleConflict(way, 'b', [sold, listing('b', { status: 'active' })], NOW)).toBe('sold');
    }
  });

  it('an original with a renewal awaiting approval or running is neither sold nor offered a second chance (the Defender)', () => {
    for (const status of ['pending_approval', 'scheduled', 'active']) {
      const lineage = [listing('a', { negotiationWindowEnds: new Date(NOW - HOUR) }), listing('b', { status })];
      for (const way of ['second_chance_offer', 'accept_second_chance', 'accept_offer', 'buy_now', 'renewal'] as const) {
        expect(saleConflict(way, 'a', lineage, NOW)).toBe('listed_again');
      }
      // The renewal itself sells as any listing does.
      for (const way of SELLING) expect(saleConflict(way, 'b', lineage, NOW)).toBeNull();
    }
  });

  it('a rejected or withdrawn renewal blocks nothing', () => {
    for (const over of [
      { rejectedAt: new Date(NOW), status: 'archived' },
      { withdrawnAt: new Date(NOW), status: 'pending_approval' },
    ]) {
      expect(saleConflict('second_chance_offer', 'a', [listing('a'), listing('b', over)], NOW)).toBeNull();
    }
  });

  it('no renewal while an offer in the open negotiation window awaits an answer (the 190SL); an idle window does not block it', () => {
    const open = new Date(NOW + HOUR);
    expect(saleConflict('renewal', 'a', [listing('a', { negotiationWindowEnds: open, pendingNegotiationOffers: 1 })], NOW)).toBe('negotiation_pending');
    expect(saleConflict('renewal', 'a', [listing('a', { negotiationWindowEnds: open })], NOW)).toBeNull();
    expect(saleConflict('renewal', 'a', [listing('a', { negotiationWindowEnds: new Date(NOW), pendingNegotiationOffers: 1 })], NOW)).toBeNull();
  });

  it('no renewal and no second second-chance offer while a second-chance offer is open; accepting it is allowed', () => {
    const a = listing('a', { negotiationWindowEnds: new Date(NOW - HOUR), openSecondChance: true });
    expect(saleConflict('renewal', 'a', [a], NOW)).toBe('second_chance_open');
    expect(saleConflict('second_chance_offer', 'a', [a], NOW)).toBe('second_chance_open');
    expect(saleConflict('accept_second_chance', 'a', [a], NOW)).toBeNull();
    expect(saleConflict('buy_now', 'b', [a, listing('b', { status: 'active' })], NOW)).toBe('second_chance_open');
  });

  const arbitraryListing = (id: string) =>
    fc.record({
      id: fc.constant(id),
      status: fc.constantFrom('pending_approval', 'scheduled', 'active', 'ended', 'sold', 'archived'),
      winnerId: fc.option(fc.constant('w'), { nil: null }),
      rejectedAt: fc.option(fc.constant(new Date(NOW - HOUR)), { nil: null }),
      withdrawnAt: fc.option(fc.constant(new Date(NOW - HOUR)), { nil: null }),
      negotiationWindowEnds: fc.option(
        fc.integer({ min: -3, max: 3 }).map((h) => new Date(NOW + h * HOUR)),
        { nil: null },
      ),
      pendingNegotiationOffers: fc.nat(2),
      openSecondChance: fc.boolean(),
    });
  const lineages = fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbitraryListing(`l${i}`))));

  it('property: while any listing is sold, nothing else is sold or opened; while one is pending, no other opens', () => {
    fc.assert(
      fc.property(lineages, fc.constantFrom(...ALL), fc.nat(3), (lineage, way, pick) => {
        const self = lineage[pick % lineage.length]!;
        const others = lineage.filter((l) => l !== self);
        const verdict = saleConflict(way, self.id, lineage, NOW);
        if (others.some((l) => l.status === 'sold' || l.winnerId !== null)) return verdict === 'sold';
        const pendingElsewhere = others.some(
          (l) =>
            (!l.rejectedAt && !l.withdrawnAt && ['pending_approval', 'scheduled', 'active'].includes(l.status)) ||
            l.openSecondChance ||
            (l.status === 'ended' && (l.negotiationWindowEnds?.getTime() ?? 0) > NOW),
        );
        if (pendingElsewhere && way !== 'approve_renewal') return verdict !== null;
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it('property: applying allowed ways one after another never sells a vehicle twice', () => {
    // A small model of the paths: a sale marks its listing sold; a renewal adds a listed one; a second-chance offer opens one.
    const step = fc.record({ way: fc.constantFrom(...SELLING, ...OPENING), pick: fc.nat(5) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const lineage: VehicleListing[] = [listing('l0', { status: 'active' })];
        let sales = 0;
        for (const { way, pick } of steps) {
          const self = lineage[pick % lineage.length]!;
          // The paths' own checks: only an active listing is sold by close/buy now/offer, only an ended one renewed or offered.
          const ownOk = SELLING.includes(way) ? (way === 'accept_second_chance' ? self.openSecondChance : self.status === 'active') : self.status === 'ended';
          if (!ownOk || saleConflict(way, self.id, lineage, NOW) !== null) continue;
          if (way === 'renewal') {
            lineage.push(listing(`l${lineage.length}`, { status: 'active' }));
            self.negotiationWindowEnds = null;
          } else if (way === 'second_chance_offer') {
            self.openSecondChance = true;
          } else if (way === 'close' && pick % 2 === 0) {
            self.status = 'ended'; // closed under the reserve
          } else {
            self.status = 'sold';
            self.winnerId = 'w';
            self.openSecondChance = false;
            sales++;
          }
        }
        return sales <= 1;
      }),
      { numRuns: 3000 },
    );
  });
});
