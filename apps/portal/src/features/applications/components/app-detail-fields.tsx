import type { ChangeEvent } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { ICON_EXTENSIONS } from '@pro-portal/rules';
import type { Category } from '../api/categories';
import { FileField } from './file-field';

export const ICON_ACCEPT = ICON_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const LABELS = {
  file: 'Choose .aimmspack file',
  icon: 'Choose icon',
  name: 'App name',
  version: 'App version',
  description: 'Description',
  category: 'Category',
};

interface FieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  disabled: boolean;
}

/** The app's description, two lines or more, with its error below. */
export function DescriptionField({ error, ...props }: FieldProps & { error: string | undefined }) {
  return (
    <TextField
      name="description"
      label={LABELS.description}
      multiline
      minRows={2}
      error={Boolean(error)}
      helperText={error}
      {...props}
    />
  );
}

/**
 * The app's category: None or one of the account's categories. The value given is always a choice, so
 * an app's own category shows while the list loads, and after that category was deleted.
 */
export function CategorySelect({ categories, ...props }: FieldProps & { categories: Category[] }) {
  const values = categories.map((c) => c.value);
  if (props.value && !values.includes(props.value)) values.push(props.value);
  return (
    <TextField select name="category" label={LABELS.category} {...props}>
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {value}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The app's icon file: a form's `icon` value, its error, and what to do with a new choice. */
export function IconField(props: {
  file: File | null;
  disabled: boolean;
  error: unknown;
  onChange: (file: File | null) => void;
}) {
  return <FileField label={LABELS.icon} accept={ICON_ACCEPT} {...props} error={props.error as string | undefined} />;
}
