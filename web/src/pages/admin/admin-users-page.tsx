import { UserList } from '../../features/admin-users/user-list.tsx';

export function AdminUsersPage() {
  return <UserList />;
}
