import { lazy, Suspense } from 'react';
import { HeroCarousel } from '../features/home/hero-carousel.tsx';
import { SkeletonGrid } from '../ui/skeleton.tsx';

// The sections under the hero load as their own chunk, in parallel with the hero's data: the JavaScript
// needed for the first paint of / stays small, and the sections show skeletons meanwhile (SPEC 2).
const HomeSections = lazy(() => import('./home-sections.tsx').then((m) => ({ default: m.HomeSections })));

/** SPEC 2 home: hero carousel, Browse by Category, Live Auctions - Ending Soon, Recommended / Trending, call to action. */
export function HomePage() {
  return (
    <>
      <h1 className="sr-only">VehicleBid: vehicle auctions, classifieds and presale</h1>
      <HeroCarousel />
      <Suspense
        fallback={
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <SkeletonGrid count={6} />
          </div>
        }
      >
        <HomeSections />
      </Suspense>
    </>
  );
}
