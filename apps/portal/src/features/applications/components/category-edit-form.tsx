import { useEffect, useRef } from 'react';
import { Formik, Form } from 'formik';
import { Button, Stack, TextField } from '@mui/material';
import { createCategorySchema } from '@pro-portal/rules';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { SubmitButton, firstError } from '../../../shared/components/submit-button';
import { shown } from '../../../shared/form-errors';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { saveCategoryCall } from '../api/categories';

interface CategoryEditFormProps {
  initialValue: string;
  existingNames: readonly string[];
  /** The name being renamed (it may keep it); absent for a new category. */
  currentName?: string;
  /** The category being renamed; absent for a new category. */
  categoryId?: string;
  /** Resolves true when saved; false keeps the form open. */
  onSave: (value: string) => Promise<boolean>;
  onCancel: () => void;
}

/** Inline edit of a category name with Save and Cancel; the category rules: required, at most 40 characters, not 'Other', unique. */
export function CategoryEditForm({
  initialValue,
  existingNames,
  currentName,
  categoryId,
  onSave,
  onCancel,
}: CategoryEditFormProps) {
  const input = useRef<HTMLInputElement>(null);
  // The form opens only on the user's own Edit or New category click, so the caret follows that click.
  useEffect(() => input.current?.focus(), []);
  return (
    <Formik
      initialValues={{ value: initialValue }}
      validationSchema={createCategorySchema({ existingNames, currentName })}
      validateOnMount
      onSubmit={async (values) => onSave(values.value)}
    >
      {({ values, errors, touched, submitCount, handleChange, handleBlur, setFieldTouched, isSubmitting }) => (
        <Form noValidate>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              name="value"
              size="small"
              inputRef={input}
              label="Category name"
              value={values.value}
              onChange={(event) => {
                handleChange(event);
                void setFieldTouched('value', true, false);
              }}
              onBlur={handleBlur}
              error={shown(touched.value, submitCount) && Boolean(errors.value)}
              helperText={shown(touched.value, submitCount) ? errors.value : undefined}
            />
            <SubmitButton size="small" reason={firstError(errors)} busy={isSubmitting}>
              {uiTexts.save}
            </SubmitButton>
            <Button size="small" onClick={onCancel} disabled={isSubmitting}>
              {uiTexts.cancel}
            </Button>
            <ShowApiCallButton size="small" call={() => saveCategoryCall(values.value, categoryId)} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
