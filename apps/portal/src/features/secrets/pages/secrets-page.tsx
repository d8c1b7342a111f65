import { PageHeading } from '../../../shared/components/page-heading';
import { secretTexts } from '../lib/secret-texts';
import { SecretTree } from '../components/secret-tree';

/** The Secrets page: the secret manager's tree of directories and secrets, each with its actions. */
export function SecretsPage() {
  return (
    <>
      <PageHeading>{secretTexts.heading}</PageHeading>
      <SecretTree />
    </>
  );
}
