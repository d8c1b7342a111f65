import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Box, Skeleton, Typography } from '@mui/material';

const QR_SIZE = 200;

/** The secret of an otpauth:// URI, for people who cannot scan the code. */
function secretOf(otpauthUri: string): string {
  const match = /[?&]secret=([^&#]+)/i.exec(otpauthUri);
  return match ? decodeURIComponent(match[1] ?? '') : '';
}

/** The otpauth:// URI drawn as a QR code image, with its secret as text below. */
export function QrCodeImage({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(uri, { type: 'svg', margin: 1, width: QR_SIZE })
      .then((svg) => current && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => current && setSrc(''));
    return () => {
      current = false;
    };
  }, [uri]);
  const secret = secretOf(uri);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      {src === null ? (
        <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />
      ) : (
        src && <img src={src} width={QR_SIZE} height={QR_SIZE} alt="QR code for your authenticator app" />
      )}
      <Typography variant="body2">Cannot scan the code? Enter this secret in your authenticator app:</Typography>
      <Typography
        variant="body1"
        component="code"
        data-testid="mfa-secret"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
      >
        {secret}
      </Typography>
    </Box>
  );
}
