import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { membershipPlans } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import { subscriptionCounts, type Plan } from '../membership/membership.ts';
import { firstProblem, planInput, planPatch, type AdminPlan } from '../../../domain/membership/membership-plans.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const PLAN_MESSAGES = {
  notFound: 'Plan not found',
  duplicateName: 'A plan with this name already exists.',
  hasSubscriptions:
    'This plan has subscriptions, so it cannot be deleted. Deactivate it instead: members keep it until their month ends and nobody new can subscribe.',
} as const;

/** The plan as the admin API answers it, with its counts. */
const toAdminPlan = (p: Plan, counts: { active: number; total: number } | undefined): AdminPlan => ({
  ...p,
  subscribers: counts?.active ?? 0,
  subscriptions: counts?.total ?? 0,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** What the audit log keeps of a plan. */
const snapshot = (p: Plan) => ({
  name: p.name,
  description: p.description,
  monthlyPrice: p.monthlyPrice,
  listingsIncluded: p.listingsIncluded,
  featuredCredits: p.featuredCredits,
  isActive: p.isActive,
  displayOrder: p.displayOrder,
});

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const isDuplicate = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === UNIQUE_VIOLATION || e.cause?.code === UNIQUE_VIOLATION;
};
const duplicate = () => new AppError(409, 'PLAN_NAME_TAKEN', PLAN_MESSAGES.duplicateName);

export async function listPlans(deps: Deps): Promise<AdminPlan[]> {
  const plans = await deps.db
    .select()
    .from(membershipPlans)
    .orderBy(asc(membershipPlans.displayOrder), asc(membershipPlans.monthlyPrice), asc(membershipPlans.name));
  const counts = await subscriptionCounts(
    deps.db,
    plans.map((p) => p.id),
    deps.clock.now(),
  );
  return plans.map((p) => toAdminPlan(p, counts.get(p.id)));
}

async function withCounts(deps: Deps, p: Plan): Promise<AdminPlan> {
  return toAdminPlan(p, (await subscriptionCounts(deps.db, [p.id], deps.clock.now())).get(p.id));
}

export async function createPlan(deps: Deps, actorId: string, raw: unknown): Promise<AdminPlan> {
  const parsed = planInput.safeParse(raw ?? {});
  if (!parsed.success) throw badRequest(firstProblem(parsed.error), 'INVALID_PLAN');
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(membershipPlans)
        .values({ ...parsed.data, createdAt: now, updatedAt: now })
        .returning();
      await recordAudit(tx, { actorId, action: 'plan.create', entity: 'membership_plan', entityId: row!.id, after: snapshot(row!) }, now);
      return row!;
    });
    return toAdminPlan(row, undefined);
  } catch (err) {
    if (isDuplicate(err)) throw duplicate();
    throw err;
  }
}

/** An edit, or (isActive alone) an activation or deactivation: audited as such, with the fields that changed. */
export async function updatePlan(deps: Deps, actorId: string, id: string, raw: unknown): Promise<AdminPlan> {
  const parsed = planPatch.safeParse(raw ?? {});
  if (!parsed.success) throw badRequest(firstProblem(parsed.error), 'INVALID_PLAN');
  const patch = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Partial<Plan>;
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [old] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, id)).for('update');
      if (!old) throw notFound(PLAN_MESSAGES.notFound);
      const keys = (Object.keys(patch) as (keyof typeof patch)[]).filter((k) => patch[k] !== old[k]);
      if (keys.length === 0) return old;
      const [next] = await tx
        .update(membershipPlans)
        .set({ ...patch, updatedAt: now })
        .where(eq(membershipPlans.id, id))
        .returning();
      const action = keys.length === 1 && keys[0] === 'isActive' ? (next!.isActive ? 'plan.activate' : 'plan.deactivate') : 'plan.update';
      await recordAudit(
        tx,
        {
          actorId,
          action,
          entity: 'membership_plan',
          entityId: id,
          before: Object.fromEntries(keys.map((k) => [k, old[k]])),
          after: Object.fromEntries(keys.map((k) => [k, next![k]])),
        },
        now,
      );
      return next!;
    });
    return withCounts(deps, row);
  } catch (err) {
    if (isDuplicate(err)) throw duplicate();
    throw err;
  }
}

/** Only a plan nobody ever subscribed to is deleted; the others are deactivated instead. */
export async function deletePlan(deps: Deps, actorId: string, id: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, id)).for('update');
    if (!row) throw notFound(PLAN_MESSAGES.notFound);
    // The row lock orders this against a subscription starting now (its insert waits on the key share lock).
    if ((await subscriptionCounts(tx, [id], deps.clock.now())).get(id)?.total)
      throw new AppError(409, 'PLAN_HAS_SUBSCRIPTIONS', PLAN_MESSAGES.hasSubscriptions);
    await tx
      .delete(membershipPlans)
      .where(eq(membershipPlans.id, id))
      .catch((err: unknown) => {
        // A subscription that began meanwhile: its foreign key refuses the delete.
        if ((err as { code?: string; cause?: { code?: string } }).cause?.code === FOREIGN_KEY_VIOLATION)
          throw new AppError(409, 'PLAN_HAS_SUBSCRIPTIONS', PLAN_MESSAGES.hasSubscriptions);
        throw err;
      });
    await recordAudit(tx, { actorId, action: 'plan.delete', entity: 'membership_plan', entityId: id, before: snapshot(row) }, now);
  });
}
