import { ChevronDown } from 'lucide-react';
import { lazy } from 'react';
import { MenuOnDemand } from './menu-on-demand.tsx';
import { MEGA_MENU_TRIGGER } from './menu-styles.ts';

const loadPanel = () => import('./mega-menu-panel.tsx');
const Panel = lazy(() => loadPanel().then((m) => ({ default: m.MegaMenuPanel })));

/** SPEC 2: the category mega-menu (mega-menu-panel.tsx), loaded when first used. */
export function MegaMenu() {
  return (
    <MenuOnDemand
      menu={Panel}
      prefetch={loadPanel}
      trigger={(h) => (
        <button type="button" aria-haspopup="menu" aria-expanded={false} className={MEGA_MENU_TRIGGER} {...h}>
          Categories <ChevronDown className="size-4" aria-hidden />
        </button>
      )}
    />
  );
}
