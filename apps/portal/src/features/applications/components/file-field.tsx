import { useId, useRef } from 'react';
import { Button, FormHelperText, Stack, Typography } from '@mui/material';
import { formatFileSize } from '@pro-portal/rules';

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
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          component="label"
          variant="outlined"
          htmlFor={id}
          disabled={disabled}
          // A label acting as a button opens the picker on Space only; Enter should too.
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
            event.preventDefault();
            input.current?.click();
          }}
        >
          {label}
          <input
            ref={input}
            id={id}
            hidden
            type="file"
            accept={accept}
            aria-label={label}
            disabled={disabled}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          />
        </Button>
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
