import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/**
 * Each part of the page is its own Suspense boundary: a server-rendered page hydrates the shell first and
 * then each part in its own pass, so no single task holds the main thread for the whole page.
 */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <Suspense>
        <Header />
      </Suspense>
      <main className="flex-1">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <Suspense>
        <MobileBottomBar />
      </Suspense>
    </div>
  );
}
