import { keyframes } from '@emotion/react';
import { Backdrop, Box, Stack, Typography } from '@mui/material';
import { useProductLogo } from '../../../shared/hooks/use-product-logo';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { useReducedMotion } from '../../../shared/use-reduced-motion';

/** The logo breathes: it fades and shrinks a little, and back, until the launch ends. */
const breathe = keyframes`
  0%, 100% { opacity: 1; transform: scale(1); }
  50% { opacity: 0.4; transform: scale(0.9); }
`;

/**
 * The animated product logo (of the customization's profile) with the caption 'Launching'; the logo
 * stands still when motion is reduced. `onDark` picks the logo drawn for a dark background.
 */
export function LaunchingIndicator({ onDark = false }: { onDark?: boolean }) {
  const logo = useProductLogo(onDark);
  const still = useReducedMotion();
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <Box
        component="img"
        src={logo}
        alt=""
        sx={{ height: 48, animation: still ? 'none' : `${breathe} 1.6s ease-in-out infinite` }}
      />
      <Typography variant="h6" component="p">
        {uiTexts.launching}
      </Typography>
    </Stack>
  );
}

/**
 * The overlay's white caption must stay readable (4.5:1) over whatever it covers, a white page
 * included: a backdrop of 70 % black leaves at most #4d4d4d behind it (8.4:1), where the default 50 %
 * leaves #808080 (3.9:1).
 */
const OVERLAY_SHADE = 'rgba(0, 0, 0, 0.7)';

export function LaunchingOverlay({ open }: { open: boolean }) {
  return (
    <Backdrop
      open={open}
      sx={{ color: '#fff', backgroundColor: OVERLAY_SHADE, zIndex: (theme) => theme.zIndex.modal + 1 }}
    >
      {open && <LaunchingIndicator onDark />}
    </Backdrop>
  );
}
