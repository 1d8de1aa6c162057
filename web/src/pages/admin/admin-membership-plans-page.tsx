export function AdminMembershipPlansPage() {
  return null;
}
