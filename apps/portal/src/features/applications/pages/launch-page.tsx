import { useParams } from 'react-router';
import { uiTexts } from '@pro-portal/rules';
import { PageHeading } from '../../../shared/components/page-heading';

/** The launching screen for launch/:name/:version and launch/:name/tag/latest. */
export function LaunchPage() {
  const { name = '', version } = useParams();
  return (
    <PageHeading>
      {uiTexts.launching} {name} {version ?? 'latest'}
    </PageHeading>
  );
}
