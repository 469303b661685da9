// The role shown beside an estate (header badge, estate list). The owner of the record sees the role they gave in
// the quick start (Executor, Trustee...) rather than the access level 'Owner', which read as 'the person who died'.
const ACCESS_LABEL: Record<string, string> = {
  owner: 'Owner',
  edit: 'Can edit',
  view: 'View only',
  beneficiary: 'Heir',
  sample: 'Sample',
};

const USER_ROLE_LABEL: Record<string, string> = {
  owner: 'Owner',
  trustee: 'Trustee',
  professional: 'Professional',
  executor: 'Executor',
};

export function roleLabel(access: string, userRole?: unknown): string {
  const mine = typeof userRole === 'string' ? USER_ROLE_LABEL[userRole] : undefined;
  if (access === 'owner' && mine) return mine;
  return ACCESS_LABEL[access] ?? access;
}
