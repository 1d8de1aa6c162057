// One vehicle is sold at most once, across its original listing and all its renewals
// (DESIGN "The deal after the sale"). Every way a vehicle is sold, and every way one is opened, asks
// this rule under the engine's lock before it acts. Pure: the time and the listings' states are arguments.

/** A listing of the vehicle (the original or a renewal), as the rule needs it. */
export interface VehicleListing {
  id: string;
  status: string;
  winnerId: string | null;
  rejectedAt: Date | null;
  withdrawnAt: Date | null;
  negotiationWindowEnds: Date | null;
  /** Offers between the seller and the highest bidder awaiting an answer in the negotiation window. */
  pendingNegotiationOffers: number;
  /** A second-chance offer (decision 013) that is pending and not yet expired. */
  openSecondChance: boolean;
}

/** The ways a vehicle is sold, and the two ways a new one is opened on an ended listing. */
export type SaleWay = 'close' | 'buy_now' | 'accept_offer' | 'accept_second_chance' | 'renewal' | 'second_chance_offer' | 'approve_renewal';

export type SaleConflict = 'sold' | 'listed_again' | 'negotiation_pending' | 'second_chance_open';

export const VEHICLE_SALE_MESSAGES: Record<SaleConflict, string> = {
  sold: 'This vehicle has already been sold.',
  listed_again: 'This vehicle is listed again (a renewal is awaiting approval or running), so it cannot be sold or offered here.',
  negotiation_pending: 'An offer in the negotiation window is awaiting an answer. Accept or decline it before renewing.',
  second_chance_open: 'A second-chance offer for this vehicle is open. Wait until it is answered or expires.',
};

const isSold = (l: VehicleListing) => l.status === 'sold' || l.winnerId !== null;

/** A listing that is itself a way to sell: awaiting approval, scheduled or live, and neither rejected nor withdrawn. */
const isListed = (l: VehicleListing) =>
  !l.rejectedAt && !l.withdrawnAt && (l.status === 'pending_approval' || l.status === 'scheduled' || l.status === 'active');

export const isNegotiationWindowOpen = (l: VehicleListing, now: number) =>
  l.status === 'ended' && l.negotiationWindowEnds !== null && l.negotiationWindowEnds.getTime() > now;

/**
 * The conflict that forbids `way` on the listing `selfId`, or null when it may go ahead. `lineage` is
 * every listing of the vehicle, `selfId` among them. The listing's own state is checked by its path
 * (an active listing may be sold by its own close, buy now or offers); this rule adds what the other
 * listings say, and for the openers (a renewal, a second-chance offer) what the listing's own other
 * ways say: nothing opens while another way to sell is pending.
 */
export function saleConflict(way: SaleWay, selfId: string, lineage: readonly VehicleListing[], now: number): SaleConflict | null {
  const others = lineage.filter((l) => l.id !== selfId);
  // The listing's own sale (and a retried buy now answered as it was) is its path's to judge.
  if (others.some(isSold)) return 'sold';
  if (way === 'approve_renewal') return null;
  if (others.some(isListed)) return 'listed_again';
  for (const l of way === 'renewal' || way === 'second_chance_offer' ? lineage : others) {
    if (isNegotiationWindowOpen(l, now) && (l.id !== selfId || l.pendingNegotiationOffers > 0)) return 'negotiation_pending';
    if (l.openSecondChance && !(way === 'accept_second_chance' && l.id === selfId)) return 'second_chance_open';
  }
  return null;
}
