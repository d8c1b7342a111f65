import { useState } from 'react';
import { Box, Paper } from '@mui/material';
import { usePortalContext } from '../../../shared/portal-context';
import { PageHeading } from '../../../shared/components/page-heading';
import { useEnvironments } from '../../../shared/api/common-lists';
import type { Environment } from '../api/environments';
import { useAccountDirectory } from '../api/account-directory';
import { fallbackEnvironment } from '../lib/environments';
import { EnvironmentDialog } from '../components/environment-dialog';
import { EnvironmentList } from '../components/environment-list';
import { EnvironmentTabs } from '../components/environment-tabs';
import { ListState } from '../../../shared/components/load-state';
import { ADDRESS_PARAMS } from '../../../shared/address-params';
import { anyText, useQueryState } from '../../../shared/hooks/use-query-state';

type EnvDialog = { mode: 'create' } | { mode: 'edit'; environment: Environment } | null;

/** Environments on the left; the selected environment's groups and users on the right. */
export function UsersPage() {
  const environments = useEnvironments();
  // An environment the caller cannot see (or a mistyped one) in the address shows the default one.
  const [requested, setEnvironment] = useQueryState(ADDRESS_PARAMS.environment, '', anyText);
  const [dialog, setDialog] = useState<EnvDialog>(null);
  const list = environments.data;
  // The account's users and groups are read at once, beside the environment list, not after it.
  const directory = useAccountDirectory(
    list?.map((e) => e.name),
    { readNow: true },
  );
  const caller = usePortalContext();
  // A group admin starts on their own environment, the one they manage.
  const own = caller.isAdmin ? undefined : list?.find((e) => e.name === caller.environmentName)?.name;
  const selected = list?.some((e) => e.name === requested)
    ? requested
    : (own ?? (list ? fallbackEnvironment(list) : null));
  const select = (name: string | null) => setEnvironment(name ?? '');
  const onDeleted = (name: string, remaining: Environment[] | undefined) => {
    if (name === selected) select(remaining ? fallbackEnvironment(remaining) : null);
  };

  return (
    <>
      <PageHeading>Users</PageHeading>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
        <Paper sx={{ p: 2, width: { xs: '100%', md: 340 }, flexShrink: 0 }}>
          <ListState
            label="environments"
            items={list}
            error={environments.error}
            emptyText="No environments found"
            onRetry={() => void environments.mutate()}
          >
            {(items) => (
              <EnvironmentList
                environments={items}
                users={directory.data?.users}
                selected={selected}
                onSelect={select}
                onCreate={() => setDialog({ mode: 'create' })}
                onEdit={(environment) => setDialog({ mode: 'edit', environment })}
                onDeleted={onDeleted}
              />
            )}
          </ListState>
        </Paper>
        <Paper sx={{ p: 2, flexGrow: 1, minWidth: 0 }}>
          {selected && <EnvironmentTabs key={selected} environment={selected} directory={directory} />}
        </Paper>
      </Box>
      {dialog && list && (
        <EnvironmentDialog
          environments={list}
          environment={dialog.mode === 'edit' ? dialog.environment : undefined}
          onClose={() => setDialog(null)}
          onSaved={(name) => dialog.mode === 'edit' && dialog.environment.name === selected && select(name)}
        />
      )}
    </>
  );
}
