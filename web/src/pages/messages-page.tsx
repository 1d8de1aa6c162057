import { PageContainer, PageHeader } from '../ui/page.tsx';

export function MessagesPage() {
  return (
    <PageContainer>
      <PageHeader title="Messages" subtitle="Your conversations with buyers and sellers." />
    </PageContainer>
  );
}
