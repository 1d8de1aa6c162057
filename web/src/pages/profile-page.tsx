import { FollowLists } from '../features/follows/follow-lists.tsx';
import { EmailPreferences } from '../features/notifications/email-preferences.tsx';
import { ProfileForm } from '../features/profile/profile-form.tsx';
import { SavedSearchList } from '../features/saved-searches/saved-search-list.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

export function ProfilePage() {
  return (
    <PageContainer>
      <PageHeader title="Profile Settings" subtitle="Your public profile and account." />
      <ProfileForm />
      <FollowLists />
      <EmailPreferences />
      <SavedSearchList />
    </PageContainer>
  );
}
