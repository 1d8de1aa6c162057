/** What an admin changes of a member from their panel: PUT /api/admin/users/:id/<kind> with the rest as the body. */
export type UserChange =
  | { kind: 'admin'; isAdmin: boolean }
  | { kind: 'verified'; isVerified: boolean }
  | { kind: 'status'; status: 'active' }
  | { kind: 'status'; status: 'suspended'; reason: string; cancelBids: boolean };
