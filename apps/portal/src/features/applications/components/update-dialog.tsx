import { useParams } from 'react-router';
import { errorMessages } from '../../../shared/texts/error-messages';
import { AppRouteDialog } from './list-dialog';
import { PublishOrUpdate } from './publish-dialog';

const UPDATE_SUBMIT = 'Update';

/** /applications/update/:name/:version: publish a new version of an app, keeping or overwriting the old one. */
export function UpdateDialog() {
  const { name = '', version = '' } = useParams();
  return (
    <AppRouteDialog id="update-title" verb="Update">
      {(app, apps, close) => (
        <PublishOrUpdate
          current={app}
          apps={apps}
          submitLabel={UPDATE_SUBMIT}
          failurePrefix={errorMessages.updateApp(name, version)}
          onCancel={close}
        />
      )}
    </AppRouteDialog>
  );
}
