import { useNavigate, useParams } from 'react-router';
import { Dialog, DialogTitle } from '@mui/material';
import { errorMessages, successMessages } from '@pro-portal/rules';
import { PATHS } from '../../../shared/paths';
import { useToast } from '../../../shared/toast';
import { useApplicationMutations, type Application, type EditValues } from '../api/applications';
import { useCategories } from '../api/categories';
import { useResourceProfiles } from '../api/publish-options';
import { AppFromRoute } from './app-from-route';
import { EditForm } from './edit-form';

/** /applications/edit/:name/:version: description, icon (through storage), category and profile. */
export function EditDialog() {
  const navigate = useNavigate();
  const { name = '', version = '' } = useParams();
  const { data: categories } = useCategories();
  const { data: profiles } = useResourceProfiles();
  const { editApp } = useApplicationMutations();
  const toast = useToast();
  const close = () => {
    navigate(PATHS.APPLICATIONS);
  };
  const submit = async (app: Application, values: EditValues) => {
    const prefix = errorMessages.editApp(app.name, app.version);
    try {
      const topic = `edit-app-${app.name}-${app.version}`;
      const saved = await editApp(app, values, (error) => toast.error(error, { prefix, topic }));
      if (saved) {
        toast.success(successMessages.appEdited(app.name, app.version), { topic });
        close();
      }
    } catch (error) {
      toast.error(error, { prefix, topic: `edit-app-${app.name}-${app.version}` });
    }
  };
  return (
    <Dialog open onClose={close} aria-labelledby="edit-title" fullWidth maxWidth="sm">
      <DialogTitle id="edit-title">
        Edit {name} {version}
      </DialogTitle>
      <AppFromRoute>
        {(app) => (
          <EditForm
            app={app}
            categories={categories ?? []}
            profiles={profiles}
            onSubmit={(values) => submit(app, values)}
            onCancel={close}
          />
        )}
      </AppFromRoute>
    </Dialog>
  );
}
