import { Alert, Box } from '@mui/material';

/** The messages of failed sign-in attempts, as a list in an error alert above the form. */
export function LoginFailures({ failures }: { failures: string[] }) {
  return (
    <Alert severity="error" role="alert">
      <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Login failures">
        {failures.map((failure, index) => (
          <li key={`${index}-${failure}`}>{failure}</li>
        ))}
      </Box>
    </Alert>
  );
}
