import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';
import { PartReady } from './page-ready.tsx';
import { PageTitle } from './page-title.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/**
 * Each part of the page is its own Suspense boundary: a server-rendered page hydrates the shell first and
 * then each part in its own pass, so no single task holds the main thread for the whole page. The page is
 * live (html[data-app-ready]) when every part is.
 */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <PageTitle />
      <Suspense>
        <Header />
        <PartReady part="header" />
      </Suspense>
      <main className="flex-1">
        <Suspense>
          <Outlet />
          <PartReady part="main" />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
        <PartReady part="footer" />
      </Suspense>
      <Suspense>
        <MobileBottomBar />
        <PartReady part="bottom-bar" />
      </Suspense>
    </div>
  );
}
