import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  liftStrikeBodySchema,
  STRIKE_REASON_TEXT,
  STRIKES_MEANING,
  type LiftStrikeBody,
  type MemberStrike,
} from '../../../../domain/membership/member-strikes.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { Form, SubmitButton, useFieldBinding, useSchemaForm } from '../../ui/form.tsx';
import { Badge, ErrorState } from '../../ui/admin-kit.tsx';
import { DateText } from '../../ui/date-text.tsx';
import { useAdminStrikes, useLiftStrike, useMyStrikes } from './api.ts';

const when = (iso: string) => <DateText ms={Date.parse(iso)} format="shortDate" />;

/** One strike: the deal it came from (linked), why, when; a lifted one with the admin's reason. */
function StrikeItem({ strike: s, showDeal = true, children }: { strike: MemberStrike; showDeal?: boolean; children?: ReactNode }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm" data-testid="strike">
      <div className="flex flex-wrap items-center gap-2">
        {showDeal && (
          <Link to={`/deals/${s.dealId}`} className="font-semibold text-slate-900 hover:underline">
            {s.vehicle}
          </Link>
        )}
        {s.liftedAt ? <Badge tone="green">Lifted</Badge> : <Badge tone="red">Strike</Badge>}
      </div>
      <p className="mt-1 text-slate-700">
        {STRIKE_REASON_TEXT[s.reason]} · <time dateTime={s.createdAt}>{when(s.createdAt)}</time>
      </p>
      {s.liftedAt && (
        <p className="mt-1 text-slate-600">
          Lifted <time dateTime={s.liftedAt}>{when(s.liftedAt)}</time>: <span className="break-words">{s.liftReason}</span>
        </p>
      )}
      {children}
    </li>
  );
}

/** /profile: the member's strikes and what two of them mean; briefly said when there are none. */
export function MyStrikesSection() {
  const q = useMyStrikes();
  return (
    <section
      id="strikes"
      aria-labelledby="strikes-title"
      className="mt-8 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="strikes-section"
    >
      <h2 id="strikes-title" className="text-lg font-semibold text-slate-900">
        Strikes
      </h2>
      {q.isPending ? (
        <p className="mt-2 text-sm text-slate-500">Loading…</p>
      ) : q.isError ? (
        <p className="mt-2 text-sm text-red-700">{errorMessage(q.error, 'Failed to load your strikes')}</p>
      ) : q.data.strikes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">You have no strikes.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            A purchase or sale that was not completed gives a strike. <strong className="font-semibold text-slate-900">{STRIKES_MEANING}</strong>
          </p>
          {q.data.suspended && <p className="mt-2 text-sm font-medium text-red-800">Your bidding, offers and Buy Now are suspended.</p>}
          <ul className="mt-3 space-y-2">
            {q.data.strikes.map((s) => (
              <StrikeItem key={s.id} strike={s} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The deal page: the strike this deal gave the signed-in member, and what two strikes mean; admins see and lift the deal's. */
export function DealStrikes({ dealId }: { dealId: string }) {
  const { user, isAdmin } = useAuth();
  if (!user) return null;
  return isAdmin ? <AdminStrikes by={{ dealId }} /> : <MyDealStrike dealId={dealId} />;
}

function MyDealStrike({ dealId }: { dealId: string }) {
  const q = useMyStrikes();
  const strike = q.data?.strikes.find((s) => s.dealId === dealId);
  if (!strike) return null;
  return (
    <section aria-labelledby="deal-strike-title" className="mt-6 rounded-xl border border-red-200 bg-red-50/60 p-4" data-testid="deal-strike">
      <h2 id="deal-strike-title" className="font-semibold text-red-900">
        {strike.liftedAt ? 'The strike from this deal was lifted' : 'This deal gave you a strike'}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{STRIKES_MEANING}</p>
      <ul className="mt-3">
        <StrikeItem strike={strike} showDeal={false} />
      </ul>
      <p className="mt-2 text-sm">
        <Link to="/profile" className="font-medium text-brand-700 hover:underline">
          All your strikes
        </Link>
      </p>
    </section>
  );
}

/** Admins: a member's strikes (or a deal's), each lifted with a written reason the member is told. */
export function AdminStrikes({ by }: { by: { userId: string } | { dealId: string } }) {
  const q = useAdminStrikes(by);
  if (q.isPending) return null;
  if (q.isError) return <ErrorState message={errorMessage(q.error, 'Failed to load the strikes')} onRetry={() => void q.refetch()} />;
  if ('dealId' in by && q.data.strikes.length === 0) return null;
  return (
    <div data-testid="admin-strikes">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Strikes</h3>
      {q.data.strikes.length === 0 ? (
        <p className="text-sm text-slate-500">No strikes.</p>
      ) : (
        <>
          {'userId' in by && (
            <p className="mb-2 text-sm text-slate-600">
              {q.data.counting} counting{q.data.suspended ? ': bidding, offers and Buy Now suspended' : ''}. {STRIKES_MEANING.replace('your', 'their')}
            </p>
          )}
          <ul className="space-y-2">
            {q.data.strikes.map((s) => (
              <StrikeItem key={s.id} strike={s} showDeal={'userId' in by}>
                {!s.liftedAt && <LiftStrike strike={s} />}
              </StrikeItem>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function LiftStrike({ strike }: { strike: MemberStrike }) {
  const [open, setOpen] = useState(false);
  const lift = useLiftStrike();
  const form = useSchemaForm(liftStrikeBodySchema, { defaultValues: { reason: '' } });
  const field = useFieldBinding(form);
  if (!open)
    return (
      <Button size="sm" variant="secondary" className="mt-2" onClick={() => setOpen(true)}>
        Lift strike
      </Button>
    );
  async function submit({ reason }: LiftStrikeBody) {
    try {
      await lift.mutateAsync({ id: strike.id, reason });
      toast.success('Strike lifted', { description: 'The member is told, with your reason.' });
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to lift the strike'));
    }
  }
  return (
    <Form form={form} onSubmit={submit} className="mt-2 space-y-2">
      <TextAreaField
        label="Reason for lifting"
        rows={2}
        maxLength={1000}
        hint="The member is told this reason; it is kept in the audit log."
        {...field('reason')}
      />
      <div className="flex gap-2">
        <SubmitButton size="sm">Lift this strike</SubmitButton>
        <Button size="sm" variant="ghost" type="button" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
