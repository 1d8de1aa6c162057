import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, Loader2 } from 'lucide-react';
import { listingProblems, type ListingDraftData, type ListingProblem, type MediaItem } from '../../../../domain/listings/listing-input.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { featuredCheckout, submitDraft, type Draft } from './api.ts';
import { DescriptionStep } from './description-step.tsx';
import { MediaManager } from './media-manager.tsx';
import { PricingStep } from './pricing-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { SaveBadge } from './save-badge.tsx';
import { SellerStep } from './seller-step.tsx';
import { TitleStep } from './title-step.tsx';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { VehicleStep } from './vehicle-step.tsx';
import { STEPS, stepOf } from './wizard-steps.ts';

const NOT_SAVED = 'Your latest changes could not be saved. Please try again.';

/**
 * The listing form, one step at a time. The draft's values live in react-hook-form and are autosaved; its problems
 * are the domain's listingProblems, shown for a step once the seller has tried to leave it (or submit).
 */
export function ListingWizard({ draft, featuredFeeCents }: { draft: Draft; featuredFeeCents: number }) {
  const navigate = useNavigate();
  const form = useForm<ListingDraftData>({ defaultValues: draft.data });
  const autosave = useDraftAutosave(draft.id, form);
  const [step, setStep] = useState(0);
  const [shown, setShown] = useState<Set<number>>(new Set());
  const [submitError, setSubmitError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const data = form.watch();
  const problems = listingProblems(data, new Date());
  const errorOf = (field: string): string | undefined => (shown.has(step) ? problems.find((p) => p.field === field)?.message : undefined);
  const stepProblems = (s: number): ListingProblem[] => problems.filter((p) => stepOf(p.field) === s);

  const submission = useMutation({
    mutationFn: async () => {
      if (!(await autosave.flush())) throw new Error(NOT_SAVED);
      const out = await submitDraft(draft.id);
      if (!out.featured) return { out };
      try {
        return { out, checkoutUrl: (await featuredCheckout(out.auctionId)).url };
      } catch {
        return { out, featuredFailed: true };
      }
    },
    onSuccess: ({ out, checkoutUrl, featuredFailed }) => {
      if (checkoutUrl) return window.location.assign(checkoutUrl);
      // The success page checks that this listing is the seller's own.
      navigate('/create-auction-success', { state: featuredFailed ? { auctionId: out.auctionId, featuredFailed } : { auctionId: out.auctionId } });
    },
    onError: (err) => setSubmitError(err.message),
  });
  // Still busy after success: the browser is leaving for the checkout or the success page.
  const submitting = submission.isPending || submission.isSuccess;

  function go(to: number) {
    setStep(to);
    requestAnimationFrame(() => heading.current?.focus());
  }
  function next() {
    setShown((s) => new Set(s).add(step));
    if (stepProblems(step).length === 0) go(step + 1);
  }
  function submit() {
    setShown(new Set(STEPS.map((_, i) => i)));
    setSubmitError(null);
    const first = problems[0];
    if (first) return setSubmitError(first.message);
    submission.mutate();
  }
  const updateMedia = (fn: (m: MediaItem[]) => MediaItem[]) => form.setValue('media', fn(form.getValues('media') ?? []));

  return (
    <FormProvider {...form}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[220px_minmax(0,1fr)]">
        <nav aria-label="Steps" className="lg:sticky lg:top-24 lg:self-start">
          <ol className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:gap-1">
            {STEPS.map((s, i) => {
              const bad = shown.has(i) && stepProblems(i).length > 0;
              return (
                <li key={s.id} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => go(i)}
                    aria-current={i === step ? 'step' : undefined}
                    className={cn(
                      'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap',
                      i === step ? 'bg-slate-900 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    <span
                      className={cn(
                        'flex size-5 items-center justify-center rounded-full text-xs',
                        i === step ? 'bg-brand-500 text-slate-950' : bad ? 'bg-red-100 text-red-700' : 'bg-slate-200',
                      )}
                    >
                      {bad ? '!' : i + 1}
                    </span>
                    {s.title}
                  </button>
                </li>
              );
            })}
          </ol>
          <p className="mt-3 hidden items-center gap-1.5 text-xs text-slate-500 lg:flex" aria-live="polite">
            <SaveBadge state={autosave.state} />
          </p>
        </nav>

        <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="mb-5 flex items-start justify-between gap-3">
            <div>
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                Step {step + 1} of {STEPS.length}
              </p>
              <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
                {STEPS[step]!.title}
              </h2>
            </div>
            <p className="flex items-center gap-1.5 text-xs text-slate-500 lg:hidden" aria-live="polite">
              <SaveBadge state={autosave.state} />
            </p>
          </div>

          {step === 0 && <VehicleStep errorOf={errorOf} />}
          {step === 1 && <TitleStep errorOf={errorOf} />}
          {step === 2 && <DescriptionStep errorOf={errorOf} />}
          {step === 3 && (
            <>
              <MediaManager draftId={draft.id} initialUploads={draft.uploads} media={data.media ?? []} onChange={updateMedia} />
              {errorOf('media') && <p className="mt-3 text-sm text-red-600">{errorOf('media')}</p>}
            </>
          )}
          {step === 4 && <SellerStep errorOf={errorOf} />}
          {step === 5 && <PricingStep errorOf={errorOf} featuredFeeCents={featuredFeeCents} />}
          {step === 6 && <ReviewStep data={data} problems={problems} onEdit={(f) => go(Math.max(0, stepOf(f)))} featuredFeeCents={featuredFeeCents} />}

          {submitError && (
            <p role="alert" className="mt-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> {submitError}
            </p>
          )}

          <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
            <Button variant="secondary" onClick={() => go(step - 1)} disabled={step === 0}>
              Back
            </Button>
            {step < STEPS.length - 1 ? (
              <Button onClick={next}>Continue</Button>
            ) : (
              <Button onClick={submit} disabled={submitting}>
                {submitting && <Loader2 aria-hidden className="size-4 animate-spin" />}
                {data.featured ? 'Submit & Pay for Featured Listing' : 'Submit for Approval'}
              </Button>
            )}
          </div>
        </section>
      </div>
    </FormProvider>
  );
}
