import { FollowLists } from '../features/follows/follow-lists.tsx';
import { EmailPreferences } from '../features/notifications/email-preferences.tsx';
import { ProfileForm } from '../features/profile/profile-form.tsx';
import { VerificationSection } from '../features/profile/verification-section.tsx';
import { SessionsSection } from '../features/profile/sessions-section.tsx';
import { TwoFactorSection } from '../features/profile/two-factor-section.tsx';
import { PayoutsSection } from '../features/payouts/payouts-section.tsx';
import { SavedSearchList } from '../features/saved-searches/saved-search-list.tsx';
import { MyStrikesSection } from '../features/strikes/strike-list.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

export function ProfilePage() {
  return (
    <PageContainer>
      <PageHeader title="Profile Settings" subtitle="Your public profile and account." />
      <ProfileForm />
      <VerificationSection />
      <MyStrikesSection />
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <TwoFactorSection />
        <SessionsSection />
      </div>
      <PayoutsSection />
      <FollowLists />
      <EmailPreferences />
      <SavedSearchList />
    </PageContainer>
  );
}
