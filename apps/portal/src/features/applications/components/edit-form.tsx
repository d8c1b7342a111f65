import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import { Button, DialogActions, DialogContent, Stack } from '@mui/material';
import { createApplicationSchema } from '@pro-portal/rules';
import { uiTexts } from '../../../shared/texts/ui-texts';
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
            <DefaultProfile
              profile={defaultResourceProfile(profiles)}
              value={values.resourceProfile}
              setFieldValue={setFieldValue}
            />
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

interface DefaultProfileProps {
  profile: string;
  value: string;
  setFieldValue: (field: string, value: string) => unknown;
}

/** An app without a profile gets the default one, also when the profiles arrive after the form opened. */
function DefaultProfile({ profile, value, setFieldValue }: DefaultProfileProps) {
  useEffect(() => {
    if (!value && profile) void setFieldValue('resourceProfile', profile);
  }, [profile, value, setFieldValue]);
  return null;
}
