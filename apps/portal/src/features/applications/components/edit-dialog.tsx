import { useParams } from 'react-router';
import { errorMessages } from '../../../shared/texts/error-messages';
import { successMessages } from '../../../shared/texts/success-messages';
import { useMutation } from '../../../shared/api/use-mutation';
import { useToast } from '../../../shared/toast';
import { useApplicationMutations } from '../api/applications';
import { useCategories } from '../api/categories';
import { useResourceProfiles } from '../api/publish-options';
import { EditForm } from './edit-form';
import { AppRouteDialog } from './list-dialog';
import { useBackToList } from '../hooks/use-back-to-list';
import { usePortalContext } from '../../../shared/portal-context';
import { renameInAppMemory } from '../lib/app-memory';
import { appMemoryKey } from '../lib/app-memory-key';

/** /applications/edit/:name/:version: name (every version), description, icon (through storage), category and profile. */
export function EditDialog() {
  const { name = '', version = '' } = useParams();
  const { data: categories } = useCategories();
  const { data: profiles } = useResourceProfiles();
  const { editApp } = useApplicationMutations();
  const toast = useToast();
  const topic = `edit-app-${name}-${version}`;
  const close = useBackToList();
  const { environmentName, username } = usePortalContext();
  const save = useMutation(editApp, {
    onSuccess: (_result, app, values) => {
      const newName = values.name.trim();
      if (newName !== app.name) renameInAppMemory(appMemoryKey(environmentName, username), app.name, newName);
      toast.success(successMessages.appEdited(newName, version), { topic });
      close();
    },
    errorToast: { prefix: errorMessages.editApp(name, version), topic },
  });
  return (
    <AppRouteDialog id="edit-title" verb="Edit">
      {(app, apps, close) => (
        <EditForm
          app={app}
          apps={apps}
          categories={categories ?? []}
          profiles={profiles}
          onSubmit={async (values) => void (await save(app, values))}
          onCancel={close}
        />
      )}
    </AppRouteDialog>
  );
}
