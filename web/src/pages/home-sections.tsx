import { cardBidAction } from '../features/bidding/bid-button.tsx';
import { BrowseCategories } from '../features/home/browse-categories.tsx';
import { CallToActionBlock } from '../features/home/call-to-action.tsx';
import { EndingSoonSection, ForYouSection } from '../features/listings/home-sections.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';

/** The home page below the hero (loaded as its own chunk by home-page.tsx). */
export function HomeSections() {
  const { user, loading } = useAuth();
  return (
    <>
      <BrowseCategories />
      <EndingSoonSection bidAction={cardBidAction} />
      {!loading && <ForYouSection userId={user?.id ?? null} bidAction={cardBidAction} />}
      <CallToActionBlock />
    </>
  );
}
