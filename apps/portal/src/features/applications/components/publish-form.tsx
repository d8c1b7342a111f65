import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Alert, Button, DialogActions, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import {
  AIMMSPACK_EXTENSION,
  PUBLISH_BEHAVIOR,
  createApplicationSchema,
  isExistingAppName,
  preselectProductVersion,
  validationMessages,
  type ExistingApp,
} from '@pro-portal/rules';
import { uiTexts } from '../../../shared/texts/ui-texts';
import type { UploadProgress as Progress } from '@pro-portal/sdk';
import type { UploadOptions } from '../hooks/use-publish-submit';
import { ProApiError, errorMessage } from '../../../shared/api/errors';
import { SubmitButton, firstError } from '../../../shared/components/submit-button';
import { shown } from '../../../shared/form-errors';
import type { Application } from '../api/applications';
import type { Category } from '../api/categories';
import { defaultResourceProfile, type AimmsVersion, type ResourceProfile } from '../api/publish-options';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { publishCall, type PublishValues } from '../api/publish';
import { AIMMS_VERSION_LABEL, AimmsVersionSelect } from './aimms-version-select';
import { CategorySelect, DescriptionField, IconField, LABELS } from './app-detail-fields';
import { FileField } from './file-field';
import { ResourceProfileSelect } from './resource-profile-select';
import { UploadProgress } from './upload-progress';
import { LeaveUploadGuard } from './leave-upload-guard';

/** What the form holds: the upload's values, the file not chosen yet at first. */
export type PublishFormValues = Omit<PublishValues, 'file' | 'old' | 'attributes'> & { file: File | null };

interface PublishFormProps {
  /** The app being updated; absent for a new publish. */
  current?: Application;
  existingApps: ExistingApp[];
  categories: Category[];
  versions: AimmsVersion[] | undefined;
  profiles: ResourceProfile[] | undefined;
  dev: boolean;
  submitLabel: string;
  onSubmit: (values: PublishValues, progress: UploadOptions) => Promise<'done' | 'cancelled' | Error>;
  onCancel: () => void;
}

/** The publish and update form: file, icon, name, version, description, category, versions, profile, progress. */
export function PublishForm({
  current,
  existingApps,
  categories,
  versions,
  profiles,
  dev,
  submitLabel,
  onSubmit,
  onCancel,
}: PublishFormProps) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const uploading = useRef(false);
  const mode = current ? 'update' : 'publish';
  const schema = useMemo(
    () => createApplicationSchema({ mode, existingApps, currentVersion: current?.version }),
    [mode, existingApps, current],
  );
  const defaults = {
    aimmsVersionId: preselectProductVersion(versions ?? [], { dev, currentVersionId: current?.aimmsVersionId })?.id,
    resourceProfile: current?.resourceProfile || defaultResourceProfile(profiles),
  };
  const initialValues: PublishFormValues = {
    file: null,
    icon: null,
    name: current?.name ?? '',
    version: current?.version ?? '',
    description: current?.description ?? '',
    category: current?.category ?? '',
    aimmsVersionId: defaults.aimmsVersionId ?? '',
    resourceProfile: defaults.resourceProfile,
    publishBehavior: current ? PUBLISH_BEHAVIOR.keepExisting : PUBLISH_BEHAVIOR.newPublish,
  };

  const toPublish = (values: PublishFormValues, file: File): PublishValues => ({
    ...values,
    file,
    old: current ? { name: current.name, version: current.version } : undefined,
    attributes: current?.attributes,
  });
  const submit = async (values: PublishFormValues, helpers: FormikHelpers<PublishFormValues>) => {
    if (!values.file) return;
    controller.current = new AbortController();
    setProgress({ loaded: 0, total: values.file.size, percent: 0 });
    uploading.current = true;
    const outcome = await onSubmit(toPublish(values, values.file), {
      onProgress: setProgress,
      signal: controller.current.signal,
      onAccepted: () => (uploading.current = false),
    });
    uploading.current = false;
    setProgress(null);
    if (outcome instanceof ProApiError && outcome.status === 409)
      helpers.setFieldError('version', errorMessage(outcome));
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnMount
      enableReinitialize={false}
      onSubmit={submit}
    >
      {({ values, errors, touched, submitCount, setFieldValue, setFieldTouched, handleChange, isSubmitting }) => {
        const show = (field: keyof PublishFormValues) =>
          shown(touched[field], submitCount) || values[field] !== initialValues[field] ? errors[field] : undefined;
        const reason =
          firstError(errors) ?? (values.aimmsVersionId ? null : `Choose the ${AIMMS_VERSION_LABEL} first.`);
        const locked = isSubmitting;
        const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          handleChange(event);
          void setFieldTouched(event.target.name, true, false);
        };
        const textField = (field: 'name' | 'version', disabled: boolean) => (
          <TextField
            name={field}
            label={LABELS[field]}
            value={values[field]}
            onChange={change}
            required
            disabled={disabled}
            error={Boolean(show(field))}
            helperText={show(field)}
          />
        );
        return (
          <Form noValidate>
            <DialogContent>
              <Stack spacing={2}>
                <Defaults defaults={defaults} values={values} setFieldValue={setFieldValue} />
                <FileField
                  label={LABELS.file}
                  accept={AIMMSPACK_EXTENSION}
                  file={values.file}
                  disabled={locked}
                  error={touched.file ? (errors.file as string | undefined) : undefined}
                  onChange={(file) => {
                    void setFieldValue('file', file);
                    void setFieldTouched('file', true, false);
                  }}
                />
                <IconField
                  file={values.icon}
                  disabled={locked}
                  error={errors.icon}
                  onChange={(file) => void setFieldValue('icon', file)}
                />
                {current && (
                  <TextField
                    select
                    label={uiTexts.updateMode}
                    name="publishBehavior"
                    value={values.publishBehavior}
                    disabled={locked}
                    onChange={(e) => {
                      const behavior = Number(e.target.value);
                      void setFieldValue('publishBehavior', behavior);
                      if (behavior === PUBLISH_BEHAVIOR.keepExisting) void setFieldValue('name', current.name);
                    }}
                  >
                    <MenuItem value={PUBLISH_BEHAVIOR.keepExisting}>{uiTexts.keepExistingVersion}</MenuItem>
                    <MenuItem value={PUBLISH_BEHAVIOR.overwrite}>{uiTexts.overwriteExistingVersion}</MenuItem>
                  </TextField>
                )}
                {textField(
                  'name',
                  locked || (current !== undefined && values.publishBehavior === PUBLISH_BEHAVIOR.keepExisting),
                )}
                {!current && isExistingAppName(existingApps, values.name) && (
                  <Alert severity="warning">
                    {validationMessages.application.existingNameWarning(values.name.trim())}
                  </Alert>
                )}
                {textField('version', locked)}
                <DescriptionField
                  value={values.description}
                  onChange={change}
                  disabled={locked}
                  error={show('description')}
                />
                <CategorySelect categories={categories} value={values.category} onChange={change} disabled={locked} />
                <AimmsVersionSelect
                  versions={versions}
                  dev={dev}
                  value={values.aimmsVersionId}
                  disabled={locked}
                  onChange={(id) => void setFieldValue('aimmsVersionId', id)}
                />
                <ResourceProfileSelect
                  profiles={profiles}
                  value={values.resourceProfile}
                  disabled={locked}
                  onChange={(name) => void setFieldValue('resourceProfile', name)}
                />
                {progress && <UploadProgress progress={progress} onCancel={() => controller.current?.abort()} />}
                <LeaveUploadGuard uploading={uploading} onLeave={() => controller.current?.abort()} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <ShowApiCallButton
                call={() => publishCall(toPublish(values, values.file ?? new File([], '<your-app.aimmspack>')))}
              />
              <Button onClick={onCancel} disabled={locked}>
                {uiTexts.cancel}
              </Button>
              <SubmitButton reason={reason} busy={locked}>
                {submitLabel}
              </SubmitButton>
            </DialogActions>
          </Form>
        );
      }}
    </Formik>
  );
}

interface DefaultsProps {
  /** The preselected {product} version (once the versions arrived) and the default profile. */
  defaults: { aimmsVersionId?: string; resourceProfile: string };
  values: PublishFormValues;
  setFieldValue: (field: string, value: string) => unknown;
}

/** Fills the preselected {product} version and the default profile once their lists arrive. */
function Defaults({ defaults, values, setFieldValue }: DefaultsProps) {
  const { aimmsVersionId: preselected, resourceProfile: profile } = defaults;
  useEffect(() => {
    if (!values.aimmsVersionId && preselected) void setFieldValue('aimmsVersionId', preselected);
  }, [preselected, values.aimmsVersionId, setFieldValue]);
  useEffect(() => {
    if (!values.resourceProfile && profile) void setFieldValue('resourceProfile', profile);
  }, [profile, values.resourceProfile, setFieldValue]);
  return null;
}
