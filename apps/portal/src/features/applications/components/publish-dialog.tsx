import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Dialog, DialogTitle } from '@mui/material';
import { errorMessages } from '@pro-portal/rules';
import { PATHS } from '../../../shared/paths';
import { useClientContext } from '../../../shared/client-context';
import { useApplications } from '../api/applications';
import { useCategories } from '../api/categories';
import { useAimmsVersions, useResourceProfiles } from '../api/publish-options';
import { PublishForm } from './publish-form';
import { usePublishSubmit } from './use-publish-submit';

const PUBLISH_TITLE = 'Publish a new app';
const PUBLISH_SUBMIT = 'Publish';

/** The dev query flag (?dev=true) also lists x86, integration_test and internal versions. */
export const useDevFlag = () => useSearchParams()[0].get('dev') === 'true';

/** /applications/publish: the publish dialog over the list. */
export function PublishDialog() {
  const navigate = useNavigate();
  const dev = useDevFlag();
  const { publishingApps } = useClientContext();
  const { data: apps } = useApplications();
  const { data: categories } = useCategories();
  const { data: versions } = useAimmsVersions(dev);
  const { data: profiles } = useResourceProfiles();
  const submit = usePublishSubmit(errorMessages.publishApp);
  const existingApps = useMemo(() => [...(apps ?? []), ...publishingApps], [apps, publishingApps]);
  const close = () => navigate(PATHS.APPLICATIONS);
  return (
    <Dialog open onClose={close} aria-labelledby="publish-title" fullWidth maxWidth="sm">
      <DialogTitle id="publish-title">{PUBLISH_TITLE}</DialogTitle>
      <PublishForm
        existingApps={existingApps}
        categories={categories ?? []}
        versions={versions}
        profiles={profiles}
        dev={dev}
        submitLabel={PUBLISH_SUBMIT}
        onSubmit={submit}
        onCancel={close}
      />
    </Dialog>
  );
}
