import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The sheet (and its dialog library) stays out of the first paint until the menu is first opened.
const MobileNavSheet = lazy(() => import('./mobile-nav-sheet.tsx'));

export function MobileNav({ showAdmin }: { showAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <MenuIcon className="size-6" aria-hidden />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavSheet showAdmin={showAdmin} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
