import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <MobileBottomBar />
    </div>
  );
}
