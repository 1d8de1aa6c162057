// SPEC 2 header links, in order; messages only when signed in.
export interface NavLink {
  to: string;
  label: string;
  signedInOnly?: boolean;
}

export const HEADER_LINKS: NavLink[] = [
  { to: '/auctions', label: 'Auctions' },
  { to: '/classifieds', label: 'Classifieds' },
  { to: '/presale', label: 'Presale' },
  { to: '/sell', label: 'Sell' },
  { to: '/messages', label: 'Messages', signedInOnly: true },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/sold-results', label: 'Results' },
  { to: '/about', label: 'About' },
];

export function visibleLinks(signedIn: boolean): NavLink[] {
  return HEADER_LINKS.filter((l) => signedIn || !l.signedInOnly);
}
