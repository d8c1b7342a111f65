import { Formik, Form } from 'formik';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { IMAGE_LIMITS } from '@pro-portal/rules';
import { errorMessages } from '../../../shared/texts/error-messages';
import type { CustomizationConfig } from '@pro-portal/sdk';
import { companyLogoUrl, loginImageUrl } from '../../../shared/branding';
import { SanitizedHtml } from '../../../shared/components/sanitized-html';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { updateCustomizationCall, useUpdateCustomization, type CustomizationChanges } from '../api/customization';
import { ImageField, KEEP_IMAGE, type ImageChoice } from './image-field';

/** Worded here: the spec quotes no success text for the customization. */
export const CUSTOMIZATION_SAVED = 'The portal customization was saved.';

interface Values {
  contactTitle: string;
  contactDetails: string;
  loginImage: ImageChoice;
  rightLogo: ImageChoice;
}

const limits = (kind: keyof typeof IMAGE_LIMITS) => {
  const l = IMAGE_LIMITS[kind];
  return `JPEG, PNG or GIF, ${l.minWidth} to ${l.maxWidth} pixels wide and ${l.minHeight} to ${l.maxHeight} pixels high.`;
};

/** The two images of the form: login image and company logo. */
const IMAGES = [
  {
    field: 'loginImage',
    kind: 'loginImage',
    label: 'Login image',
    currentUrl: (config: CustomizationConfig) => (config.loginImageId ? loginImageUrl(config.loginImageId) : undefined),
    emptyText: 'The default login image is used.',
  },
  {
    field: 'rightLogo',
    kind: 'logo',
    label: 'Company logo',
    currentUrl: (config: CustomizationConfig) => (config.rightLogoId ? companyLogoUrl(config.rightLogoId) : undefined),
    emptyText: 'No company logo is shown.',
  },
] as const;

/** What the form's values ask the server to change. */
const changesOf = (values: Values): CustomizationChanges => ({
  contactTitle: values.contactTitle.trim(),
  contactDetails: values.contactDetails,
  loginImage: values.loginImage.file,
  rightLogo: values.rightLogo.file,
  deleteLoginImage: values.loginImage.remove,
  deleteRightLogo: values.rightLogo.remove,
});

/** Contact title (text), contact details (HTML, previewed sanitised), login image and company logo. */
export function CustomizationForm({ config }: { config: CustomizationConfig }) {
  const update = useUpdateCustomization();
  const toast = useToast();
  const save = useMutation(
    async (changes: CustomizationChanges, resetForm: () => void) => {
      await update(changes);
      resetForm();
    },
    { onSuccess: () => toast.success(CUSTOMIZATION_SAVED), errorToast: { prefix: errorMessages.updateCustomization } },
  );
  const initialValues: Values = {
    contactTitle: config.contactTitle ?? '',
    contactDetails: config.contactDetails ?? '',
    loginImage: KEEP_IMAGE,
    rightLogo: KEEP_IMAGE,
  };
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      onSubmit={(values, { resetForm }) => save(changesOf(values), resetForm)}
    >
      {({ values, getFieldProps, setFieldValue, dirty, isSubmitting }) => (
        <Form noValidate aria-label="Portal customization">
          <Stack spacing={3} sx={{ maxWidth: 720 }}>
            <TextField {...getFieldProps('contactTitle')} label="Contact title" helperText="Plain text." />
            <TextField
              {...getFieldProps('contactDetails')}
              label="Contact details"
              multiline
              minRows={3}
              helperText="May contain HTML; scripts and other unsafe content are removed when shown."
            />
            {values.contactDetails.trim() && (
              <Box
                component="section"
                aria-label="Contact details preview"
                sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <Typography variant="subtitle2">{values.contactTitle}</Typography>
                <SanitizedHtml html={values.contactDetails} sx={{ typography: 'body2' }} />
              </Box>
            )}
            {IMAGES.map((image) => (
              <ImageField
                key={image.field}
                kind={image.kind}
                label={image.label}
                hint={limits(image.kind)}
                currentUrl={image.currentUrl(config)}
                emptyText={image.emptyText}
                value={values[image.field]}
                onChange={(choice) => void setFieldValue(image.field, choice)}
              />
            ))}
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={!dirty || isSubmitting}>
                Save customization
              </Button>
              <ShowApiCallButton call={() => updateCustomizationCall(changesOf(values))} />
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
