import { useParams } from 'react-router';
import { MemberProfile } from '../features/deals/member-feedback.tsx';
import { PageContainer } from '../ui/page.tsx';

/** /members/:id, a member's public page: rating, feedback and completed deals. */
export function MemberPage() {
  const { id = '' } = useParams();
  return (
    <PageContainer narrow>
      <MemberProfile memberId={id} />
    </PageContainer>
  );
}
