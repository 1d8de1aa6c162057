import { initials } from '../../../../domain/community/relative-time.ts';

/** The signed-in trigger's face: initials and display name. */
/** The trigger's name holds the visible name too (WCAG 2.5.3: what is seen is what is said). */
export const accountMenuLabel = (name: string) => `${name}, account menu`;

export function AccountBadge({ name }: { name: string }) {
  return (
    <>
      <span
        aria-hidden
        data-initials={initials(name)}
        className="flex size-7 items-center justify-center rounded-full bg-slate-900 text-xs font-bold text-white before:content-[attr(data-initials)]"
      />
      <span className="max-w-32 truncate" data-testid="header-user-name">
        {name}
      </span>
    </>
  );
}
