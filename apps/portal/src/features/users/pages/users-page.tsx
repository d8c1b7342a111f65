import { PageHeading } from '../../../shared/components/page-heading';

/** Environments, groups and users (filled by the users issue). */
export function UsersPage() {
  return <PageHeading>Users</PageHeading>;
}
