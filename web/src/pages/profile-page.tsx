import { FollowLists } from '../features/follows/follow-lists.tsx';
import { ProfileForm } from '../features/profile/profile-form.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

export function ProfilePage() {
  return (
    <PageContainer>
      <PageHeader title="Profile Settings" subtitle="Your public profile and account." />
      <ProfileForm />
      <FollowLists />
    </PageContainer>
  );
}
