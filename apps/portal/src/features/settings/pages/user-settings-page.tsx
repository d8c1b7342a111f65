import { PageHeading } from '../../../shared/components/page-heading';

/** Profile, security and API keys (filled by the settings issue). */
export function UserSettingsPage() {
  return <PageHeading>User settings</PageHeading>;
}
