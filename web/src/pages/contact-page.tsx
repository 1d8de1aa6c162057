import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Clock, Flag, Globe, LifeBuoy, Mail, Phone, type LucideIcon } from 'lucide-react';
import { PageContainer } from '../ui/page.tsx';
import { Callout, InfoHero } from '../features/info-pages/info-blocks.tsx';
import { ContactForm } from '../features/contact/contact-form.tsx';

function DetailItem({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900">{label}</p>
        <div className="mt-0.5 text-sm leading-6 text-slate-600">{children}</div>
      </div>
    </li>
  );
}

function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="contact-details-heading" className="text-lg font-semibold text-slate-900">
        Other ways to reach us
      </h2>
      <ul className="mt-5 space-y-5">
        <DetailItem icon={Mail} label="E-mail">
          <a href="mailto:support@vehiclebid.example" className="font-medium break-all text-brand-700 hover:underline">
            support@vehiclebid.example
          </a>
        </DetailItem>
        <DetailItem icon={Phone} label="Phone">
          <a href="tel:+15550102025" className="font-medium text-brand-700 hover:underline">
            (555) 010-2025
          </a>
        </DetailItem>
        <DetailItem icon={Clock} label="Support hours">
          Monday to Friday, 9am to 6pm ET. We reply to messages within one business day.
        </DetailItem>
        <DetailItem icon={Globe} label="Where we are">
          VehicleBid is an online marketplace, with no showroom or walk-in office. Vehicles are located with their sellers; each listing shows where.
        </DetailItem>
      </ul>
    </section>
  );
}

function HelpLink() {
  return (
    <Link
      to="/help"
      className="group flex items-center gap-4 rounded-2xl bg-slate-900 p-6 text-white transition-colors hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <LifeBuoy aria-hidden="true" className="size-8 shrink-0 text-brand-400" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">Looking for a quick answer?</span>
        <span className="mt-0.5 block text-sm text-slate-300">Bidding, fees, selling and your account are covered in the Help Center.</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-400 transition-transform group-hover:translate-x-1" />
    </Link>
  );
}

export function ContactPage() {
  return (
    <div>
      <InfoHero
        eyebrow="Contact"
        title="Talk to the VehicleBid team"
        lead="Questions about a listing, your bids, selling or your account? Send us a message and a member of our support team will reply within one business day."
      />
      <PageContainer>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-12">
          <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Send us a message
            </h2>
            <p className="mt-2 mb-6 text-sm leading-6 text-slate-600">All fields are required.</p>
            <ContactForm />
          </section>
          <div className="space-y-6">
            <ContactDetails />
            <HelpLink />
            <Callout icon={Flag} title="Reporting a listing?" tone="slate">
              <p>
                Choose “Report a listing” as the subject and include the listing’s link. Tell us what looks wrong: a misdescribed vehicle, a title problem or
                suspicious bidding.
              </p>
            </Callout>
          </div>
        </div>
      </PageContainer>
    </div>
  );
}
