import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { ADMIN_SECTIONS } from '../pages/admin/admin-sections.ts';
import { HomePage } from '../pages/home-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { ErrorPage } from './error-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';

// SPEC 2 route table. Pages other than home load on demand (React Router lazy route modules), so the
// JavaScript for the first paint of / stays small (at most 170 KB gzip).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <div className="min-h-screen" />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/auction/:slug', lazy: () => import('../pages/auction-detail-page.tsx').then((m) => ({ Component: m.AuctionDetailPage })) },
      { path: '/category/:category', lazy: () => import('../pages/category-page.tsx').then((m) => ({ Component: m.CategoryPage })) },
      { path: '/category/:category/:make', lazy: () => import('../pages/category-page.tsx').then((m) => ({ Component: m.CategoryPage })) },
      { path: '/category/:category/:make/:model', lazy: () => import('../pages/category-page.tsx').then((m) => ({ Component: m.CategoryPage })) },
      { path: '/auctions', lazy: () => import('../pages/auctions-page.tsx').then((m) => ({ Component: m.AuctionsPage })) },
      { path: '/classifieds', lazy: () => import('../pages/classifieds-page.tsx').then((m) => ({ Component: m.ClassifiedsPage })) },
      { path: '/presale', lazy: () => import('../pages/presale-page.tsx').then((m) => ({ Component: m.PresalePage })) },
      { path: '/sell', lazy: () => import('../pages/sell-page.tsx').then((m) => ({ Component: m.SellPage })) },
      {
        path: '/create-auction',
        lazy: () =>
          import('../pages/create-auction-page.tsx').then((m) => ({
            element: (
              <RequireAuth>
                <m.CreateAuctionPage />
              </RequireAuth>
            ),
          })),
      },
      {
        path: '/create-auction-success',
        lazy: () => import('../pages/create-auction-success-page.tsx').then((m) => ({ Component: m.CreateAuctionSuccessPage })),
      },
      { path: '/seller-success', lazy: () => import('../pages/seller-success-page.tsx').then((m) => ({ Component: m.SellerSuccessPage })) },
      {
        path: '/messages',
        lazy: () =>
          import('../pages/messages-page.tsx').then((m) => ({
            element: (
              <RequireAuth>
                <m.MessagesPage />
              </RequireAuth>
            ),
          })),
      },
      { path: '/how-it-works', lazy: () => import('../pages/how-it-works-page.tsx').then((m) => ({ Component: m.HowItWorksPage })) },
      { path: '/about', lazy: () => import('../pages/about-page.tsx').then((m) => ({ Component: m.AboutPage })) },
      { path: '/contact', lazy: () => import('../pages/contact-page.tsx').then((m) => ({ Component: m.ContactPage })) },
      { path: '/help', lazy: () => import('../pages/help-page.tsx').then((m) => ({ Component: m.HelpPage })) },
      { path: '/terms', lazy: () => import('../pages/terms-page.tsx').then((m) => ({ Component: m.TermsPage })) },
      { path: '/privacy', lazy: () => import('../pages/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })) },
      { path: '/sold-results', lazy: () => import('../pages/sold-results-page.tsx').then((m) => ({ Component: m.SoldResultsPage })) },
      { path: '/auth', lazy: () => import('../pages/auth-page.tsx').then((m) => ({ Component: m.AuthPage })) },
      {
        path: '/profile',
        lazy: () =>
          import('../pages/profile-page.tsx').then((m) => ({
            element: (
              <RequireAuth>
                <m.ProfilePage />
              </RequireAuth>
            ),
          })),
      },
      {
        path: '/my-auctions',
        lazy: () =>
          import('../pages/my-auctions-page.tsx').then((m) => ({
            element: (
              <RequireAuth>
                <m.MyAuctionsPage />
              </RequireAuth>
            ),
          })),
      },
      {
        path: '/purchases',
        lazy: () =>
          import('../pages/purchases-page.tsx').then((m) => ({
            element: (
              <RequireAuth>
                <m.PurchasesPage />
              </RequireAuth>
            ),
          })),
      },
      {
        path: '/deals/:id',
        lazy: () =>
          import('../pages/deal-page.tsx').then((m) => ({
            element: (
              <RequireAuth>
                <m.DealPage />
              </RequireAuth>
            ),
          })),
      },
      { path: '/members/:id', lazy: () => import('../pages/member-page.tsx').then((m) => ({ Component: m.MemberPage })) },
      {
        path: '/watchlist',
        lazy: () =>
          import('../pages/watchlist-page.tsx').then((m) => ({
            element: (
              <RequireAuth>
                <m.WatchlistPage />
              </RequireAuth>
            ),
          })),
      },
      { path: '/unsubscribe', lazy: () => import('../pages/unsubscribe-page.tsx').then((m) => ({ Component: m.UnsubscribePage })) },
      { path: '/email-confirmed', lazy: () => import('../pages/email-confirmed-page.tsx').then((m) => ({ Component: m.EmailConfirmedPage })) },
      { path: '/check-email', lazy: () => import('../pages/check-email-page.tsx').then((m) => ({ Component: m.CheckEmailPage })) },
      {
        path: '/admin',
        lazy: () => import('../pages/admin/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
        children: ADMIN_SECTIONS.map((s) => (s.path ? { path: s.path, lazy: s.load } : { index: true, lazy: s.load })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
