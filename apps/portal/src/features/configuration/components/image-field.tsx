import { useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { IMAGE_ACCEPT, imageDimensionError, imageTypeError, type CustomImageKind } from '@pro-portal/rules';
import { FilePickerButton } from '../../../shared/components/file-picker-button';
import { readImageSize } from '../lib/read-image-size';

/** What the admin chose for one image: a new file, removal of the current one, or neither. */
export interface ImageChoice {
  file?: File;
  previewUrl?: string;
  remove: boolean;
}

export const KEEP_IMAGE: ImageChoice = { remove: false };

interface ImageFieldProps {
  kind: CustomImageKind;
  label: string;
  hint: string;
  /** Address of the image in use, if any. */
  currentUrl?: string;
  emptyText: string;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
}

/** Picks an image, checks its type and size in the browser, previews it and offers Delete. */
export function ImageField({ kind, label, hint, currentUrl, emptyText, value, onChange }: ImageFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const chooseButton = useRef<HTMLSpanElement>(null);
  const shown = value.previewUrl ?? (value.remove ? undefined : currentUrl);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setChecking(true);
    try {
      const typeError = imageTypeError(kind, file.type);
      const problem = typeError ?? imageDimensionError(kind, await readImageSize(file));
      setError(problem);
      if (!problem) onChange({ file, previewUrl: URL.createObjectURL(file), remove: false });
    } catch {
      setError(imageTypeError(kind, '') ?? null);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      <Box sx={{ minHeight: 48, mb: 1 }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={`${label} preview`}
            sx={{ maxWidth: 240, maxHeight: 160, border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Typography variant="body2">{emptyText}</Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <FilePickerButton ref={chooseButton} accept={IMAGE_ACCEPT} disabled={checking} onChange={choose}>
          Choose {label.toLowerCase()}
        </FilePickerButton>
        <Button
          color="error"
          onClick={() => {
            onChange({ remove: !!currentUrl });
            // Delete disables itself: focus moves to the way to choose another image instead of being lost.
            chooseButton.current?.focus();
          }}
          disabled={!shown}
        >
          Delete {label.toLowerCase()}
        </Button>
      </Stack>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
