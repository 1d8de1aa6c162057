import { useSearchParams } from 'react-router';
import { UserList } from '../../features/admin-users/user-list.tsx';
import { useVerificationRequests, VerificationRequests } from '../../features/admin-users/verification-requests.tsx';
import { AdminStrikes } from '../../features/strikes/strike-list.tsx';
import { AdminTabs } from '../../ui/admin-kit.tsx';

type Tab = 'members' | 'verification';

/** /admin/users: the members, and their identity verification requests (?tab=verification). */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'verification' ? 'verification' : 'members';
  const pending = useVerificationRequests('pending').data?.requests.length;
  return (
    <div className="space-y-4">
      <AdminTabs
        label="Users"
        tabs={[
          { id: 'members', label: 'Members' },
          { id: 'verification', label: 'Verification requests', ...(pending !== undefined && { count: pending }) },
        ]}
        value={tab}
        onChange={(next) => setParams(next === 'verification' ? { tab: next } : {}, { replace: true })}
      />
      {tab === 'verification' ? <VerificationRequests /> : <UserList memberExtra={(userId) => <AdminStrikes key={userId} by={{ userId }} />} />}
    </div>
  );
}
