import { useState } from 'react';
import {
  Button,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { isoDay, useApiKeys, useApiKeyScopes, type ApiKey } from '../api/api-keys';
import { ApiKeySecretDialog } from './api-key-secret-dialog';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { DeleteApiKeyDialog } from './delete-api-key-dialog';
import { LoadState } from '../../../shared/components/load-state';

export const NO_API_KEYS = 'You have no API keys yet. Create one to call the API from your own programs.';

type OpenDialog = { kind: 'create' } | { kind: 'secret'; key: ApiKey } | { kind: 'delete'; name: string } | null;

/** The user's API keys: name, expiry and scopes; create (secret shown once) and delete. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const scopes = useApiKeyScopes();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const list = keys.data ?? [];
  return (
    <section aria-labelledby="api-keys-heading">
      <Stack direction="row" sx={{ mb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="api-keys-heading" variant="h6" component="h2">
          API keys
        </Typography>
        <Button variant="contained" onClick={() => setOpen({ kind: 'create' })} disabled={!keys.data || !scopes.data}>
          Create API key
        </Button>
      </Stack>
      <LoadState
        label="API keys"
        isLoading={keys.isLoading || scopes.isLoading}
        error={keys.error ?? scopes.error}
        onRetry={() => void Promise.all([keys.mutate(), scopes.mutate()])}
      >
        {list.length === 0 ? (
          <Typography color="text.secondary">{NO_API_KEYS}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="API keys">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Expiration date</TableCell>
                  <TableCell>Scopes</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((key) => (
                  <TableRow key={key.keyName}>
                    <TableCell>{key.keyName}</TableCell>
                    <TableCell>{isoDay(key.expirationDate)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {key.scopes.map(({ scope }) => (
                          <Chip key={scope} label={scope} size="small" />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell align="right">
                      <IconButton
                        aria-label={`Delete API key ${key.keyName}`}
                        onClick={() => setOpen({ kind: 'delete', name: key.keyName })}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </LoadState>
      {open?.kind === 'create' && (
        <CreateApiKeyDialog
          existingNames={list.map((key) => key.keyName)}
          scopes={scopes.data ?? []}
          onCreated={(key) => setOpen({ kind: 'secret', key })}
          onClose={close}
        />
      )}
      {open?.kind === 'secret' && <ApiKeySecretDialog apiKey={open.key} onClose={close} />}
      {open?.kind === 'delete' && <DeleteApiKeyDialog keyName={open.name} onClose={close} />}
    </section>
  );
}
