import { useState } from 'react';
import { Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { formatWholeNumber } from '../../../../domain/shared/format.ts';
import { PLAN_LIMITS } from '../../../../domain/membership/membership-plans.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { Form, FormError, SubmitButton, useSchemaForm } from '../../ui/form.tsx';
import { Badge, EmptyState, ErrorState, Panel, Stat, Table, TableSkeleton, cellClass } from '../../ui/admin-kit.tsx';
import { useAdminPlans, usePlanMutations, type AdminPlan, type PlanFields } from './api.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; plan: AdminPlan } | null;

const count = (n: number, one: string, many: string) => `${formatWholeNumber(n)} ${n === 1 ? one : many}`;
const money = (n: number) => (n === 0 ? 'Free' : `$${formatWholeNumber(n)}`);

/** The plans offered to sellers; a plan with subscriptions is deactivated, never deleted. */
export function PlansManager() {
  const list = useAdminPlans();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const plans = list.data ?? [];
  const active = plans.filter((p) => p.isActive);
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label="Plans offered" value={list.isPending ? '–' : `${active.length} of ${plans.length}`} />
        <Stat label="Members" value={list.isPending ? '–' : formatWholeNumber(plans.reduce((n, p) => n + p.subscribers, 0))} />
        <Stat label="Revenue / mo" value={list.isPending ? '–' : `$${formatWholeNumber(plans.reduce((n, p) => n + p.subscribers * p.monthlyPrice, 0))}`} />
      </dl>
      <Panel
        title="Membership plans"
        actions={
          <Button size="sm" variant="dark" onClick={() => setEditing({ mode: 'create' })}>
            <Plus className="size-4" aria-hidden /> New plan
          </Button>
        }
      >
        {list.isPending ? (
          <TableSkeleton rows={3} cols={6} />
        ) : list.isError ? (
          <ErrorState message={errorMessage(list.error, 'Failed to load the membership plans')} onRetry={() => void list.refetch()} />
        ) : plans.length === 0 ? (
          <EmptyState title="No membership plans yet" line="Create a plan: sellers see the active ones on /sell." />
        ) : (
          <Table label="Membership plans" head={['Plan', 'Price', 'Includes a month', 'Members', 'Status', '']}>
            {plans.map((p) => (
              <PlanRow key={p.id} plan={p} onEdit={() => setEditing({ mode: 'edit', plan: p })} onDelete={() => setDeleting(p)} />
            ))}
          </Table>
        )}
      </Panel>
      {editing && <PlanDialog editing={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteDialog plan={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

function PlanRow({ plan: p, onEdit, onDelete }: { plan: AdminPlan; onEdit: () => void; onDelete: () => void }) {
  const { update } = usePlanMutations();
  const toggle = () =>
    update.mutate(
      { id: p.id, isActive: !p.isActive },
      {
        onSuccess: () => toast.success(p.isActive ? `${p.name} deactivated` : `${p.name} activated`),
        onError: (err) => toast.error(errorMessage(err, 'Failed to update the plan')),
      },
    );
  return (
    <tr data-testid={`admin-plan-${p.name}`}>
      <td className={`${cellClass} min-w-[200px]`}>
        <p className="font-semibold text-slate-900">{p.name}</p>
        {p.description && <p className="mt-0.5 line-clamp-2 text-xs text-slate-500">{p.description}</p>}
      </td>
      <td className={`${cellClass} font-semibold whitespace-nowrap text-slate-900`}>
        {money(p.monthlyPrice)}
        {p.monthlyPrice > 0 && <span className="font-normal text-slate-500">/mo</span>}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <span className="block">{count(p.listingsIncluded, 'listing', 'listings')}</span>
        <span className="block text-xs text-slate-500">{count(p.featuredCredits, 'featured credit', 'featured credits')}</span>
      </td>
      <td className={cellClass}>
        <span className="font-semibold text-slate-900">{formatWholeNumber(p.subscribers)}</span>
        {p.subscriptions > p.subscribers && <span className="block text-xs text-slate-500">{formatWholeNumber(p.subscriptions)} ever</span>}
      </td>
      <td className={cellClass}>{p.isActive ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}</td>
      <td className={`${cellClass} text-right whitespace-nowrap`}>
        <div className="inline-flex items-center gap-0.5">
          <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${p.name}`} title="Edit">
            <Pencil className="size-4" aria-hidden /> Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="px-2"
            onClick={toggle}
            disabled={update.isPending}
            aria-label={p.isActive ? `Deactivate ${p.name}` : `Activate ${p.name}`}
            title={p.isActive ? 'Deactivate' : 'Activate'}
          >
            <Power className={p.isActive ? 'size-4 text-emerald-600' : 'size-4 text-slate-400'} aria-hidden />
          </Button>
          {p.subscriptions === 0 ? (
            <Button
              size="sm"
              variant="ghost"
              className="px-2 text-red-600 hover:bg-red-50 hover:text-red-700"
              onClick={onDelete}
              aria-label={`Delete ${p.name}`}
              title="Delete"
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          ) : (
            <span className="inline-block w-8" aria-hidden />
          )}
        </div>
      </td>
    </tr>
  );
}

// Empty or not a number: sent as NaN so the server answers with the field's own message (planInput's first problem).
const num = (v: string): number => (v.trim() === '' ? Number.NaN : Number(v));

/** The plan's fields as typed, read into the body the server checks. */
const planForm = z
  .object({
    name: z.string(),
    description: z.string(),
    monthlyPrice: z.string(),
    listingsIncluded: z.string(),
    featuredCredits: z.string(),
    displayOrder: z.string(),
    isActive: z.boolean(),
  })
  .transform((v): PlanFields => ({
    name: v.name,
    description: v.description,
    monthlyPrice: num(v.monthlyPrice),
    listingsIncluded: num(v.listingsIncluded),
    featuredCredits: num(v.featuredCredits),
    displayOrder: num(v.displayOrder),
    isActive: v.isActive,
  }));

const fromPlan = (p?: AdminPlan): z.input<typeof planForm> => ({
  name: p?.name ?? '',
  description: p?.description ?? '',
  monthlyPrice: p ? String(p.monthlyPrice) : '',
  listingsIncluded: p ? String(p.listingsIncluded) : '',
  featuredCredits: p ? String(p.featuredCredits) : '0',
  displayOrder: p ? String(p.displayOrder) : '0',
  isActive: p?.isActive ?? true,
});

function PlanDialog({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  const { create, update } = usePlanMutations();
  const plan = editing.mode === 'edit' ? editing.plan : undefined;
  const form = useSchemaForm(planForm, { defaultValues: fromPlan(plan) });
  const { register } = form;

  async function submit(body: PlanFields) {
    if (plan) await update.mutateAsync({ id: plan.id, ...body });
    else await create.mutateAsync(body);
    toast.success(plan ? `${body.name.trim()} saved` : `${body.name.trim()} created`);
    onClose();
  }

  return (
    <DialogShell
      open
      onOpenChange={(o) => !o && onClose()}
      title={plan ? `Edit ${plan.name}` : 'New membership plan'}
      description="Prices in whole dollars a month. Sellers see active plans on /sell."
    >
      <Form form={form} onSubmit={submit} errorText={(err) => errorMessage(err, 'Failed to save the plan')} className="space-y-4">
        <TextField label="Name" {...register('name')} maxLength={PLAN_LIMITS.name} required autoFocus />
        <TextAreaField label="Description (optional)" rows={2} {...register('description')} maxLength={PLAN_LIMITS.description} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Monthly price ($)"
            type="number"
            inputMode="numeric"
            min={0}
            max={PLAN_LIMITS.monthlyPrice}
            step={1}
            {...register('monthlyPrice')}
            required
          />
          <TextField
            label="Listings a month"
            type="number"
            inputMode="numeric"
            min={0}
            max={PLAN_LIMITS.listingsIncluded}
            step={1}
            {...register('listingsIncluded')}
            required
          />
          <TextField
            label="Featured credits"
            type="number"
            inputMode="numeric"
            min={0}
            max={PLAN_LIMITS.featuredCredits}
            step={1}
            {...register('featuredCredits')}
          />
          <TextField label="Display order" type="number" inputMode="numeric" min={0} max={PLAN_LIMITS.displayOrder} step={1} {...register('displayOrder')} />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 rounded border-slate-300 accent-slate-900" {...register('isActive')} />
          Active: offered to sellers
        </label>
        <FormError />
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton variant="dark">{plan ? 'Save plan' : 'Create plan'}</SubmitButton>
        </div>
      </Form>
    </DialogShell>
  );
}

function DeleteDialog({ plan, onClose }: { plan: AdminPlan; onClose: () => void }) {
  const { remove } = usePlanMutations();
  const confirm = () =>
    remove.mutate(plan.id, {
      onSuccess: () => (toast.success(`${plan.name} deleted`), onClose()),
      onError: (err) => toast.error(errorMessage(err, 'Failed to delete the plan')),
    });
  return (
    <DialogShell
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Delete ${plan.name}?`}
      description="Nobody has subscribed to this plan, so it can be deleted. This cannot be undone."
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          Delete plan
        </Button>
      </div>
    </DialogShell>
  );
}
