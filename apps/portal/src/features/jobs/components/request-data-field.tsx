import { FormHelperText, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { formatFileSize } from '@pro-portal/rules';
import { FilePickerButton } from '../../../shared/components/file-picker-button';

interface RequestDataFieldProps {
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

/** The request data file of a new task (read as text when the task is created). */
export function RequestDataField({ file, error, onChange }: RequestDataFieldProps) {
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <FilePickerButton
          startIcon={<UploadFileIcon />}
          inputLabel="Request data file"
          accept=".json,application/json,text/plain"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        >
          Request data
        </FilePickerButton>
        <Typography variant="body2">
          {file ? `${file.name} (${formatFileSize(file.size)})` : 'No file chosen'}
        </Typography>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
