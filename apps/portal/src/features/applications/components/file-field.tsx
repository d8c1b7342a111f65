import { FormHelperText, Stack, Typography } from '@mui/material';
import { formatFileSize } from '@pro-portal/rules';
import { FilePickerButton } from '../../../shared/components/file-picker-button';

interface FileFieldProps {
  label: string;
  accept: string;
  file: File | null;
  error?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/** A file chooser showing the chosen file's name and size (KB or MB, units of 1024). */
export function FileField({ label, accept, file, error, disabled, onChange }: FileFieldProps) {
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FilePickerButton
          accept={accept}
          inputLabel={label}
          disabled={disabled}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        >
          {label}
        </FilePickerButton>
        {file && (
          <Typography variant="body2">
            {file.name} ({formatFileSize(file.size)})
          </Typography>
        )}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
