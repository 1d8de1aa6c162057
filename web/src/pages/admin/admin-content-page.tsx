import { useSearchParams } from 'react-router';
import { ContactInbox } from '../../features/admin-content/contact-inbox.tsx';
import { LatestComments, ReportedComments } from '../../features/admin-content/comment-moderation.tsx';
import { useReportedComments } from '../../features/admin-content/api.ts';
import { AdminTabs } from '../../ui/admin-kit.tsx';

const TABS = ['messages', 'reports', 'comments'] as const;
type Tab = (typeof TABS)[number];

/** /admin/content: contact messages, reported comments and the latest comments, as tabs (?tab=). */
export function AdminContentPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'messages';
  const reports = useReportedComments();
  return (
    <div className="space-y-6">
      <AdminTabs
        label="Content"
        value={tab}
        onChange={(v) => setParams(v === 'messages' ? {} : { tab: v }, { replace: true })}
        tabs={[
          { id: 'messages', label: 'Contact messages' },
          { id: 'reports', label: 'Reported comments', count: reports.data?.length },
          { id: 'comments', label: 'Latest comments' },
        ]}
      />
      <div role="tabpanel">{tab === 'reports' ? <ReportedComments /> : tab === 'comments' ? <LatestComments /> : <ContactInbox />}</div>
    </div>
  );
}
