import { RequireAuth } from '../features/auth/require-auth.tsx';
import { FeaturedCheckoutReturn } from '../features/featured-listing/checkout-return.tsx';
import { PageContainer } from '../ui/page.tsx';

/** Where the featured-listing checkout returns (SPEC 2, 7). */
export function SellerSuccessPage() {
  return (
    <PageContainer narrow>
      <RequireAuth>
        <FeaturedCheckoutReturn />
      </RequireAuth>
    </PageContainer>
  );
}
