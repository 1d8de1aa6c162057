// The header menus' triggers: the on-demand button and the real menu's trigger look the same.
export const MEGA_MENU_TRIGGER =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100';
export const ACCOUNT_MENU_TRIGGER =
  'flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-3 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-50';
