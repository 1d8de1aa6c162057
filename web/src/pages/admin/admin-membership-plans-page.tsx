import { PlansManager } from '../../features/admin-plans/plans-manager.tsx';

export function AdminMembershipPlansPage() {
  return <PlansManager />;
}
