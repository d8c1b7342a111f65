import { useEffect, useMemo } from 'react';
import { Form, Formik } from 'formik';
import { Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { createApplicationSchema, normalizeName } from '@pro-portal/rules';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { editAppCall, iconLabel, type Application, type EditValues } from '../api/applications';
import type { Category } from '../api/categories';
import { defaultResourceProfile, type ResourceProfile } from '../api/publish-options';
import { CategorySelect, DescriptionField, IconField, LABELS } from './app-detail-fields';
import { ResourceProfileSelect } from './resource-profile-select';

interface EditFormProps {
  app: Application;
  /** Every listed app, for the rule that a new name is not another application's. */
  apps: Application[];
  categories: Category[];
  profiles: ResourceProfile[] | undefined;
  onSubmit: (values: EditValues) => Promise<void>;
  onCancel: () => void;
}

/** Edit an app's name (all its versions), description, icon, category and resource profile. */
export function EditForm({ app, apps, categories, profiles, onSubmit, onCancel }: EditFormProps) {
  const schema = useMemo(
    () => createApplicationSchema({ mode: 'edit', existingApps: apps, currentName: app.name }),
    [apps, app.name],
  );
  const versions = apps.filter((other) => normalizeName(other.name) === normalizeName(app.name)).length;
  const initialValues: EditValues = {
    name: app.name,
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
              <TextField
                name="name"
                label={LABELS.name}
                value={values.name}
                onChange={handleChange}
                disabled={isSubmitting}
                required
                error={!!errors.name}
                helperText={errors.name ?? (versions > 1 ? renameHint(versions) : undefined)}
              />
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

/** Said under the name when the app has several versions: the name is the application's. */
const renameHint = (versions: number) => `A new name renames all ${versions} versions of this app.`;

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
