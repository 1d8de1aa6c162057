import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import { cn } from './cn.ts';

/**
 * Tabs over Radix (arrow keys, roles, the panel tied to its tab). Two looks: 'underline' (a bar under the chosen
 * tab, in a bordered list) and 'pill' (segments on a grey track).
 */
type Look = 'underline' | 'pill';

const LISTS: Record<Look, string> = {
  underline: 'flex border-b border-slate-200',
  pill: 'flex gap-1 rounded-lg bg-slate-100 p-1',
};
const TRIGGERS: Record<Look, string> = {
  underline:
    'relative px-4 py-3.5 text-sm font-semibold text-slate-500 transition hover:text-slate-900 data-[state=active]:text-slate-900 data-[state=active]:after:absolute data-[state=active]:after:inset-x-3 data-[state=active]:after:bottom-0 data-[state=active]:after:h-0.5 data-[state=active]:after:rounded-full data-[state=active]:after:bg-brand-500',
  pill: 'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 transition data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
};

export const Tabs = RadixTabs.Root;

export const TabList = forwardRef<ComponentRef<typeof RadixTabs.List>, ComponentPropsWithoutRef<typeof RadixTabs.List> & { look?: Look }>(function TabList(
  { look = 'underline', className, ...props },
  ref,
) {
  return <RadixTabs.List ref={ref} className={cn(LISTS[look], className)} {...props} />;
});

export const Tab = forwardRef<ComponentRef<typeof RadixTabs.Trigger>, ComponentPropsWithoutRef<typeof RadixTabs.Trigger> & { look?: Look }>(function Tab(
  { look = 'underline', className, ...props },
  ref,
) {
  return <RadixTabs.Trigger ref={ref} className={cn(TRIGGERS[look], className)} {...props} />;
});

export const TabPanel = forwardRef<ComponentRef<typeof RadixTabs.Content>, ComponentPropsWithoutRef<typeof RadixTabs.Content>>(function TabPanel(
  { className, ...props },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={cn('outline-none', className)} {...props} />;
});
