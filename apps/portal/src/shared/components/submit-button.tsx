import type { ReactNode } from 'react';
import { Box, Button, type ButtonProps } from '@mui/material';
import { Tooltip } from '../tooltip';

/** The first message among formik's errors (nested ones included), or null. */
export function firstError(errors: unknown): string | null {
  if (typeof errors === 'string') return errors || null;
  if (errors && typeof errors === 'object') {
    for (const value of Object.values(errors)) {
      const found = firstError(value);
      if (found) return found;
    }
  }
  return null;
}

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'disabled'> {
  /** Why the form cannot be sent yet; the button is disabled and says so while there is one. */
  reason: string | null;
  /** Disabled without a reason to give, e.g. while sending. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A form's submit button. While the form cannot be sent it is disabled and tells why: as a tooltip
 * on hover or keyboard focus of its wrapper, which also carries the reason as its description.
 */
export function SubmitButton({ reason, busy = false, children, ...props }: SubmitButtonProps) {
  const button = (
    <Button type="submit" variant="contained" disabled={busy || reason !== null} {...props}>
      {children}
    </Button>
  );
  if (!reason || busy) return button;
  return (
    <Tooltip title={reason} kind="info" describeChild>
      {/* A disabled button gets no pointer events or focus: the wrapper takes both. */}
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex' }}>
        {button}
      </Box>
    </Tooltip>
  );
}
