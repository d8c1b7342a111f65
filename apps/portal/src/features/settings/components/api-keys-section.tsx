import { useCallback } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { toIsoDate } from '@pro-portal/rules';
import { isoDay, useApiKeys, useApiKeyScopes, type ApiKey } from '../api/api-keys';
import { useNewKeyRequest } from '../hooks/use-new-key-request';
import { daysLeft, expiresSoon } from '../lib/expiry';
import { apiKeyTexts } from '../../../shared/texts/api-key-texts';
import { lazyComponent } from '../../../shared/components/lazy-component';
import { ApiKeySecretDialog } from './api-key-secret-dialog';
import { DeleteApiKeyDialog } from './delete-api-key-dialog';
import { LoadState } from '../../../shared/components/load-state';
import { actionsColumn } from '../../../shared/components/row-actions';
import { SimpleTable } from '../../../shared/components/simple-table';
import { useOpenDialog } from '../../../shared/hooks/use-open-dialog';

export const NO_API_KEYS = 'You have no API keys yet. Create one to call the API from your own programs.';

/** The Create API key dialog (its calendar and scope help) loads when it is first opened. */
const CreateApiKeyDialog = lazyComponent(
  async () => (await import(/* webpackChunkName: "create-api-key" */ './create-api-key-dialog')).CreateApiKeyDialog,
);

type OpenDialog =
  { kind: 'create'; replacing?: ApiKey } | { kind: 'secret'; key: ApiKey } | { kind: 'delete'; name: string } | null;

/** The expiry date, marked when the key expires within the warning window (or has expired). */
function ExpiryCell({ apiKey, today }: { apiKey: ApiKey; today: string }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{isoDay(apiKey.expirationDate)}</span>
      {expiresSoon(apiKey, today) && (
        // MUI's warning colours put white on orange (about 3:1): the text keeps the page's colour, the
        // outline and the icon carry the warning.
        <Chip
          size="small"
          variant="outlined"
          icon={<WarningAmberIcon />}
          label={apiKeyTexts.expiryMark(daysLeft(apiKey, today))}
          sx={{ color: 'text.primary', borderColor: 'warning.main', '& .MuiChip-icon': { color: 'warning.main' } }}
        />
      )}
    </Stack>
  );
}

/**
 * The user's API keys: name, expiry (marked when near) and scopes; create (secret shown once) and
 * delete. `?newApiKey=<name>` opens Create with the scopes of the key it replaces.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const scopes = useApiKeyScopes();
  const { open, show, close } = useOpenDialog<OpenDialog>();
  const list = keys.data ?? [];
  const today = toIsoDate(new Date());
  const openCreate = useCallback(
    (replacing: string) => show({ kind: 'create', replacing: keys.data?.find((key) => key.keyName === replacing) }),
    [show, keys.data],
  );
  useNewKeyRequest(Boolean(keys.data && scopes.data), openCreate);
  return (
    <section aria-labelledby="api-keys-heading">
      <Stack direction="row" sx={{ mb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="api-keys-heading" variant="h6" component="h2">
          API keys
        </Typography>
        <Button variant="contained" onClick={() => show({ kind: 'create' })} disabled={!keys.data || !scopes.data}>
          Create API key
        </Button>
      </Stack>
      <LoadState
        label="API keys"
        isLoading={keys.isLoading || scopes.isLoading}
        error={keys.error ?? scopes.error}
        onRetry={() => void Promise.all([keys.mutate(), scopes.mutate()])}
      >
        <SimpleTable
          label="API keys"
          rows={list}
          rowKey={(key) => key.keyName}
          emptyText={NO_API_KEYS}
          columns={[
            { header: 'Name', cell: (key) => key.keyName },
            { header: 'Expiration date', cell: (key) => <ExpiryCell apiKey={key} today={today} /> },
            {
              header: 'Scopes',
              cell: (key) => (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {key.scopes.map(({ scope }) => (
                    <Chip key={scope} label={scope} size="small" />
                  ))}
                </Stack>
              ),
            },
            actionsColumn((key: ApiKey) => [
              {
                label: `Delete API key ${key.keyName}`,
                icon: <DeleteIcon />,
                onClick: () => show({ kind: 'delete', name: key.keyName }),
              },
            ]),
          ]}
        />
      </LoadState>
      {open?.kind === 'create' && (
        <CreateApiKeyDialog
          existingNames={list.map((key) => key.keyName)}
          scopes={scopes.data ?? []}
          replacing={open.replacing}
          onCreated={(key) => show({ kind: 'secret', key })}
          onClose={close}
        />
      )}
      {open?.kind === 'secret' && <ApiKeySecretDialog apiKey={open.key} onClose={close} />}
      {open?.kind === 'delete' && <DeleteApiKeyDialog keyName={open.name} onClose={close} />}
    </section>
  );
}
