import { ChevronLeft, ChevronRight } from 'lucide-react';
import { LineIcon } from '../../ui/line-icon.tsx';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { auctionPath } from '../../../../domain/listings/auction-path.ts';
import { daysLeft, parseTime } from '../../../../domain/bidding/countdown.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { categoryName } from '../../../../domain/listings/vehicle-categories.ts';
import { useServerTimeValue } from '../../lib/use-server-now.ts';
import { buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { SmartImage } from '../../ui/smart-image.tsx';
import { formatMileage } from '../../lib/format.ts';
import { useHero, type HeroSlideListing } from './api.ts';
import { useLazyCarousel } from './use-lazy-carousel.ts';

/** SPEC 9: hero autoplay 5000 ms. */
export const HERO_AUTOPLAY_MS = 5000;

const HEIGHT = 'h-[480px] md:h-[540px]';
const SIZES = '100vw';
const CAROUSEL_OPTIONS = { loop: true };

/** SPEC 2 looping hero carousel: the active hero image slide first (if any), then up to 6 featured or active listings. */
export function HeroCarousel() {
  const hero = useHero();
  const [emblaRef, embla, arm, act] = useLazyCarousel(CAROUSEL_OPTIONS);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const slides = hero.data?.slides ?? [];
  const image = hero.data?.heroImage ?? null;
  const count = slides.length + (image ? 1 : 0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // Auto-advance every 5 s; a pointer on the carousel or keyboard focus inside pauses it.
  useEffect(() => {
    if (!embla || paused || count < 2) return;
    const timer = setInterval(() => embla.scrollNext(), HERO_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, paused, count, selected]);

  const go = useCallback((i: number) => act((api) => api.scrollTo(i)), [act]);

  if (!hero.data) {
    return (
      <section aria-label="Featured" className={cn('relative animate-pulse bg-slate-900', HEIGHT)} data-testid="hero-loading">
        {hero.isError && <HeroFallback />}
      </section>
    );
  }
  if (count === 0) return <HeroFallback />;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      data-testid="hero"
      data-selected={selected}
      className="relative bg-slate-950 text-white"
      onPointerEnter={() => {
        arm();
        setPaused(true);
      }}
      onPointerLeave={() => setPaused(false)}
      onFocusCapture={() => {
        arm();
        setPaused(true);
      }}
      onBlurCapture={() => setPaused(false)}
    >
      <div className="overflow-hidden" ref={emblaRef} onTouchStart={arm}>
        <div className="flex">
          {image && (
            <Slide index={0} count={count} active={selected === 0}>
              <SmartImage src={image.imageUrl} alt="" sizes={SIZES} priority className="absolute inset-0 size-full opacity-70" />
              <div className="absolute inset-0 bg-gradient-to-r from-slate-950 via-slate-950/60 to-transparent" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-4 sm:px-6">
                <p className="text-sm font-semibold tracking-wide text-brand-400 uppercase">Auctions · Classifieds · Presale</p>
                <h2 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight md:text-6xl">{image.title || 'Find your next vehicle'}</h2>
                <p className="mt-4 max-w-xl text-lg text-slate-300">
                  Cars, motorcycles, trucks, trailers, boats, heavy equipment and RVs, sold by auction with soft close and proxy bidding.
                </p>
                <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                  <Link to="/auctions" className={buttonClass('primary', 'lg')}>
                    Browse Live Auctions
                  </Link>
                  <Link to="/sell" className={buttonClass('secondary', 'lg', 'border-white/30 bg-white/10 text-white hover:bg-white/20')}>
                    Sell Your Vehicle
                  </Link>
                </div>
              </div>
            </Slide>
          )}
          {slides.map((s, i) => {
            const index = i + (image ? 1 : 0);
            return (
              <Slide key={s.id} index={index} count={count} active={selected === index}>
                <ListingSlide listing={s} priority={index === 0} />
              </Slide>
            );
          })}
        </div>
      </div>

      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => act((api) => api.scrollPrev())}
            aria-label="Previous slide"
            className="absolute top-1/2 left-3 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur hover:bg-white/25 md:flex"
          >
            <ChevronLeft className="size-6" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => act((api) => api.scrollNext())}
            aria-label="Next slide"
            className="absolute top-1/2 right-3 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur hover:bg-white/25 md:flex"
          >
            <ChevronRight className="size-6" aria-hidden />
          </button>
          <div className="absolute inset-x-0 bottom-4 flex justify-center gap-2">
            {Array.from({ length: count }, (_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={selected === i ? 'true' : undefined}
                className={cn('h-2 rounded-full transition-all', selected === i ? 'w-8 bg-brand-500' : 'w-2 bg-white/50 hover:bg-white/80')}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function Slide({ index, count, active, children }: { index: number; count: number; active: boolean; children: React.ReactNode }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`Slide ${index + 1} of ${count}`}
      aria-hidden={!active}
      inert={!active}
      data-testid="hero-slide"
      className={cn('relative min-w-0 shrink-0 grow-0 basis-full', HEIGHT)}
    >
      {children}
    </div>
  );
}

function ListingSlide({ listing, priority }: { listing: HeroSlideListing; priority: boolean }) {
  const days = useServerTimeValue((now) => daysLeft(parseTime(listing.endTime), now));
  const path = auctionPath(listing);
  const classified = listing.listingType === 'classified';
  const vehicle = [listing.year, listing.make, listing.model, listing.trim].filter(Boolean).join(' ');
  const price = classified ? (listing.buyNowPrice ?? 0) : Math.max(listing.currentBid, listing.startingPrice);
  return (
    <>
      <SmartImage src={listing.imageUrl} alt={listing.title} sizes={SIZES} priority={priority} className="absolute inset-0 size-full" />
      <div className="absolute inset-0 bg-gradient-to-t from-slate-950 via-slate-950/60 to-slate-950/10 md:bg-gradient-to-r md:from-slate-950 md:via-slate-950/70 md:to-transparent" />
      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end px-4 pb-14 sm:px-6 md:justify-center md:pb-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-md bg-white/15 px-2.5 py-1 text-xs font-bold tracking-wide uppercase backdrop-blur">
            {categoryName(listing.category) ?? listing.category}
          </span>
          {!classified && listing.hasReserve && listing.reserveMet && (
            <span className="rounded-md bg-emerald-500 px-2.5 py-1 text-xs font-bold text-slate-950">Reserve Met</span>
          )}
        </div>
        <h2 className="mt-3 max-w-2xl text-3xl font-extrabold tracking-tight md:text-5xl">{listing.title}</h2>
        {vehicle && vehicle !== listing.title && <p className="mt-1 text-slate-300">{vehicle}</p>}
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-200">
          {listing.mileage !== null && (
            <span className="inline-flex items-center gap-1">
              <LineIcon name="gauge" className="size-4" />
              {formatMileage(listing.mileage)}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <LineIcon name="map-pin" className="size-4" />
            {listing.location || 'Location TBD'}
          </span>
          <span className="inline-flex items-center gap-1">
            <LineIcon name="timer" className="size-4" />
            {days === 1 ? '1 day left' : `${days} days left`}
          </span>
        </p>
        <p className="mt-4">
          <span className="block text-xs font-semibold tracking-wide text-slate-400 uppercase">{classified ? 'Price' : 'Current Bid'}</span>
          <span className="text-3xl font-extrabold text-brand-400 tabular-nums">{formatUsd(price)}</span>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={path} className={buttonClass('secondary', 'lg', 'border-white/30 bg-white/10 text-white hover:bg-white/20')}>
            {classified ? 'View Listing' : 'View Auction'}
          </Link>
          {!classified && (
            <Link to={`${path}#bid`} className={buttonClass('primary', 'lg')}>
              Place Bid
            </Link>
          )}
        </div>
      </div>
    </>
  );
}

/** Nothing to show (or the hero failed): the marketplace's own banner, never an error. */
function HeroFallback() {
  return (
    <section aria-label="Featured" data-testid="hero" className={cn('relative flex items-center bg-slate-950 text-white', HEIGHT)}>
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <h2 className="max-w-2xl text-4xl font-extrabold tracking-tight md:text-6xl">The marketplace for vehicles worth bidding on.</h2>
        <div className="mt-8">
          <Link to="/auctions" className={buttonClass('primary', 'lg')}>
            Browse Live Auctions
          </Link>
        </div>
      </div>
    </section>
  );
}
