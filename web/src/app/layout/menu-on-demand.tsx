import { Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

export interface TriggerHandlers {
  onPointerEnter: () => void;
  onClick: () => void;
}

/**
 * A header dropdown whose menu code (Radix menus and their positioning, some 30 KB) loads when it is used,
 * not with the page: until then the trigger is a plain button that looks the same. Pointing at it fetches
 * the code; clicking it (or Enter / Space) mounts the real menu, open.
 */
export function MenuOnDemand({
  menu: Menu,
  prefetch,
  trigger,
}: {
  menu: LazyExoticComponent<ComponentType<{ defaultOpen?: boolean }>>;
  prefetch: () => Promise<unknown>;
  trigger: (handlers: TriggerHandlers) => ReactNode;
}) {
  const [used, setUsed] = useState(false);
  const handlers: TriggerHandlers = { onPointerEnter: () => void prefetch(), onClick: () => setUsed(true) };
  if (!used) return trigger(handlers);
  return (
    <Suspense fallback={trigger(handlers)}>
      <Menu defaultOpen />
    </Suspense>
  );
}
