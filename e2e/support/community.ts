import type { Page } from 'playwright-core';

// Reads and pages the community's browser tests share: the API as the signed-in page's member, a listing of someone else's.
export interface Card {
  id: string;
  slug: string | null;
  title: string;
  listingType: string;
}

export async function json<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const res = await page.request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
  return { status: res.status(), body: (await res.json().catch(() => null)) as T };
}

/** A live auction that `sellerEmail`'s account does not sell, with its seller's display name. */
export async function listingNotSoldBy(page: Page, viewerId: string): Promise<Card & { sellerName: string; sellerId: string }> {
  for (let n = 1; n <= 5; n++) {
    const { body } = await json<{ items: Card[] }>(page, 'GET', `/api/listings?kind=auctions&page=${n}`);
    for (const card of body.items) {
      if (!card.slug) continue;
      const { body: detail } = await json<{ auction: { sellerId: string; seller: { displayName: string | null } } }>(
        page,
        'GET',
        `/api/auction-detail/${card.slug}`,
      );
      if (detail.auction.sellerId === viewerId) continue;
      return { ...card, sellerId: detail.auction.sellerId, sellerName: detail.auction.seller.displayName?.trim() || 'Anonymous Seller' };
    }
  }
  throw new Error('no listing');
}

export const me = async (page: Page) => (await json<{ user: { id: string } }>(page, 'GET', '/api/session')).body.user.id;

export async function openSellerInfo(page: Page, slug: string, viewport: 'desktop' | 'phone'): Promise<ReturnType<Page['getByTestId']>> {
  await page.goto(`/auction/${slug}`);
  if (viewport === 'desktop') await page.getByRole('tablist', { name: 'Listing details' }).getByRole('tab', { name: 'Seller Info' }).click();
  const info = page.getByTestId('seller-info');
  await info.waitFor();
  return info;
}
