import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Dialog, DialogTitle } from '@mui/material';
import { errorMessages } from '@pro-portal/rules';
import { PATHS } from '../../../shared/paths';
import { useClientContext } from '../../../shared/client-context';
import { useCategories } from '../api/categories';
import { useAimmsVersions, useResourceProfiles } from '../api/publish-options';
import { AppFromRoute } from './app-from-route';
import { PublishForm } from './publish-form';
import { useDevFlag } from './publish-dialog';
import { usePublishSubmit } from './use-publish-submit';

const UPDATE_SUBMIT = 'Update';

/** /applications/update/:name/:version: publish a new version of an app, keeping or overwriting the old one. */
export function UpdateDialog() {
  const navigate = useNavigate();
  const { name = '', version = '' } = useParams();
  const dev = useDevFlag();
  const { publishingApps } = useClientContext();
  const { data: categories } = useCategories();
  const { data: versions } = useAimmsVersions(dev);
  const { data: profiles } = useResourceProfiles();
  const submit = usePublishSubmit(errorMessages.updateApp(name, version));
  const close = () => navigate(PATHS.APPLICATIONS);
  const extra = useMemo(() => publishingApps, [publishingApps]);
  return (
    <Dialog open onClose={close} aria-labelledby="update-title" fullWidth maxWidth="sm">
      <DialogTitle id="update-title">
        Update {name} {version}
      </DialogTitle>
      <AppFromRoute>
        {(app, apps) => (
          <PublishForm
            current={app}
            existingApps={[...apps, ...extra]}
            categories={categories ?? []}
            versions={versions}
            profiles={profiles}
            dev={dev}
            submitLabel={UPDATE_SUBMIT}
            onSubmit={submit}
            onCancel={close}
          />
        )}
      </AppFromRoute>
    </Dialog>
  );
}
