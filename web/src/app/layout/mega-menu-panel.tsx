import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { categoryPath } from '../../../../domain/listings/vehicle-categories.ts';
import { isBuiltInCategory } from '../../../../domain/listings/category-rules.ts';
import { useBrowseCategories } from '../../lib/site-categories.ts';

import { MEGA_MENU_TRIGGER } from './menu-styles.ts';

type Catalogue = typeof import('../../../../domain/listings/vehicle-catalogue.ts');

const panel = 'z-50 max-h-[70vh] min-w-56 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl data-[state=open]:animate-in';
const item =
  'flex cursor-pointer items-center justify-between gap-6 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-slate-900 data-[state=open]:bg-brand-50';

/**
 * SPEC 2: the category mega-menu with nested make and model submenus, driven by the vehicle catalogue.
 * The catalogue's makes and models load when the menu is first opened, keeping them out of the first paint;
 * this panel itself loads on demand (MegaMenu in header.tsx).
 */
export function MegaMenuPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const navigate = useNavigate();
  // The shown categories in the admin's order (a hidden one is left out).
  const categories = useBrowseCategories();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const go = (path: string) => () => navigate(path);
  const load = (open: boolean) => {
    if (open && !catalogue) void import('../../../../domain/listings/vehicle-catalogue.ts').then(setCatalogue);
  };
  // Mounted open by a click on the on-demand trigger (menu-on-demand.tsx).
  useEffect(() => {
    if (defaultOpen) void import('../../../../domain/listings/vehicle-catalogue.ts').then(setCatalogue);
  }, [defaultOpen]);
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen} onOpenChange={load}>
      <Menu.Trigger onPointerEnter={() => load(true)} className={MEGA_MENU_TRIGGER}>
        Categories <ChevronDown className="size-4" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="start" sideOffset={6} className={panel} aria-label="Categories">
          {categories.map((category) =>
            // An added category has no makes in the catalogue: a plain link to its page.
            !isBuiltInCategory(category.slug) ? (
              <Menu.Item key={category.slug} className={item} onSelect={go(categoryPath(category.slug))}>
                {category.title}
              </Menu.Item>
            ) : (
              <Menu.Sub key={category.slug}>
                <Menu.SubTrigger className={item}>
                  {category.title} <ChevronRight className="size-4 text-slate-400" aria-hidden />
                </Menu.SubTrigger>
                <Menu.Portal>
                  <Menu.SubContent sideOffset={4} className={panel} aria-label={`${category.title} makes`}>
                    <Menu.Item className={`${item} font-semibold`} onSelect={go(categoryPath(category.slug))}>
                      All {category.title}
                    </Menu.Item>
                    <Menu.Separator className="my-1 h-px bg-slate-100" />
                    {!catalogue && <p className="px-3 py-2 text-sm text-slate-500">Loading...</p>}
                    {catalogue?.getMakes(category.slug).map((make) => (
                      <Menu.Sub key={make}>
                        <Menu.SubTrigger className={item}>
                          {make} <ChevronRight className="size-4 text-slate-400" aria-hidden />
                        </Menu.SubTrigger>
                        <Menu.Portal>
                          <Menu.SubContent sideOffset={4} className={panel} aria-label={`${make} models`}>
                            <Menu.Item className={`${item} font-semibold`} onSelect={go(categoryPath(category.slug, make))}>
                              All {make}
                            </Menu.Item>
                            <Menu.Separator className="my-1 h-px bg-slate-100" />
                            {catalogue.getModels(category.slug, make).map((model) => (
                              <Menu.Item key={model} className={item} onSelect={go(categoryPath(category.slug, make, model))}>
                                {model}
                              </Menu.Item>
                            ))}
                          </Menu.SubContent>
                        </Menu.Portal>
                      </Menu.Sub>
                    ))}
                  </Menu.SubContent>
                </Menu.Portal>
              </Menu.Sub>
            ),
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
