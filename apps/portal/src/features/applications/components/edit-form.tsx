import { Form, Formik } from 'formik';
import { Button, DialogActions, DialogContent, Stack } from '@mui/material';
import { createApplicationSchema, uiTexts } from '@pro-portal/rules';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { editAppCall, iconLabel, type Application, type EditValues } from '../api/applications';
import type { Category } from '../api/categories';
import { defaultResourceProfile, type ResourceProfile } from '../api/publish-options';
import { CategorySelect, DescriptionField, IconField } from './app-detail-fields';
import { ResourceProfileSelect } from './resource-profile-select';

interface EditFormProps {
  app: Application;
  categories: Category[];
  profiles: ResourceProfile[] | undefined;
  onSubmit: (values: EditValues) => Promise<void>;
  onCancel: () => void;
}

const schema = createApplicationSchema({ mode: 'edit' });

/** Edit an app's description, icon, category and resource profile. */
export function EditForm({ app, categories, profiles, onSubmit, onCancel }: EditFormProps) {
  const initialValues: EditValues = {
    description: app.description ?? '',
    category: app.category ?? '',
    resourceProfile: app.resourceProfile || defaultResourceProfile(profiles),
    icon: null,
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} validateOnMount onSubmit={onSubmit}>
      {({ values, errors, handleChange, setFieldValue, isValid, isSubmitting }) => (
        <Form noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <IconField
                file={values.icon}
                disabled={isSubmitting}
                error={errors.icon}
                onChange={(file) => void setFieldValue('icon', file)}
              />
              <DescriptionField
                value={values.description}
                onChange={handleChange}
                disabled={isSubmitting}
                error={errors.description}
              />
              <CategorySelect
                categories={categories}
                value={values.category}
                onChange={handleChange}
                disabled={isSubmitting}
              />
              <ResourceProfileSelect
                profiles={profiles}
                value={values.resourceProfile}
                disabled={isSubmitting}
                onChange={(name) => void setFieldValue('resourceProfile', name)}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <ShowApiCallButton
              call={() =>
                editAppCall(app, values, values.icon ? `/icons/${iconLabel(app, values.icon.name)}` : undefined)
              }
            />
            <Button onClick={onCancel} disabled={isSubmitting}>
              {uiTexts.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
              {uiTexts.save}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Formik>
  );
}
