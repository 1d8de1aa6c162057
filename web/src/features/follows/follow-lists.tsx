import { initials } from '../../../../domain/community/relative-time.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useMyFollows, type Person } from './api.ts';

/** /profile: who you follow and who follows you (SPEC 1). */
export function FollowLists() {
  const { data, isPending, isError } = useMyFollows();
  return (
    <section className="mt-10 grid gap-6 md:grid-cols-2" aria-label="Follows">
      {(['following', 'followers'] as const).map((side) => (
        <div key={side} className="rounded-2xl border border-slate-200 bg-white p-5" data-testid={`follows-${side}`}>
          <h2 className="text-lg font-semibold text-slate-900">
            {side === 'following' ? 'Following' : 'Followers'}
            {data && <span className="ml-2 text-sm font-normal text-slate-500">{data[side].length}</span>}
          </h2>
          {isPending ? (
            <div className="mt-4 space-y-2" role="status" aria-label="Loading">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-8 w-1/2" />
            </div>
          ) : isError ? (
            <p className="mt-4 text-sm text-red-700">Failed to load follows</p>
          ) : data[side].length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">{side === 'following' ? 'You do not follow anyone yet.' : 'Nobody follows you yet.'}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {data[side].map((p) => (
                <PersonRow key={p.id} person={p} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

function PersonRow({ person }: { person: Person }) {
  return (
    <li className="flex items-center gap-3">
      <span className="flex size-8 items-center justify-center rounded-full bg-slate-900 text-xs font-bold text-white">{initials(person.displayName)}</span>
      <span className="text-sm font-medium text-slate-900">{person.displayName}</span>
    </li>
  );
}
