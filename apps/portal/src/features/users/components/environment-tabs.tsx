import { Alert, Box, OutlinedInput, Tab, Tabs, Typography } from '@mui/material';
import { manageEnvironmentError } from '@pro-portal/rules';
import { usePortalContext } from '../../../shared/portal-context';
import { useEnvironmentAccount, type DirectoryResult } from '../api/environment-account';
import { GroupsTab } from './groups-tab';
import { UsersTab } from './users-tab';
import { oneOf, useQueryState } from '../../../shared/hooks/use-query-state';
import { useQueryText } from '../../../shared/hooks/use-query-text';

const TABS = ['groups', 'users'] as const;

interface EnvironmentTabsProps {
  environment: string;
  directory: DirectoryResult;
}

const count = (items: unknown[] | undefined) => (items ? ` (${items.length})` : '');

/**
 * The Groups and Users tabs of one environment, with counts, and a search over both; the tab (?tab=)
 * and the search (?q=) are kept in the address.
 */
export function EnvironmentTabs({ environment, directory }: EnvironmentTabsProps) {
  const [tab, setTab] = useQueryState('tab', 'groups', oneOf(TABS));
  const [search, setSearch] = useQueryText('q');
  const { groups, users } = useEnvironmentAccount(directory, environment);
  // What the server refuses the caller here is not offered: the tabs show the environment read-only.
  const readOnly = manageEnvironmentError(usePortalContext(), environment);
  return (
    <Box component="section" aria-label={`Environment ${environment}`}>
      <Typography variant="h6" component="h2">
        {environment}
      </Typography>
      {readOnly && (
        <Alert severity="info" sx={{ my: 1 }}>
          {readOnly}
        </Alert>
      )}
      <OutlinedInput
        size="small"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search groups and users"
        inputProps={{ 'aria-label': 'Search groups and users' }}
        sx={{ width: { xs: '100%', sm: 320 }, my: 1 }}
      />
      <Tabs value={tab} onChange={(_, value: (typeof TABS)[number]) => setTab(value)} aria-label="Groups and users">
        <Tab
          value="groups"
          label={`Groups${count(groups.data)}`}
          id="users-tab-groups"
          aria-controls="users-panel-groups"
        />
        <Tab value="users" label={`Users${count(users.data)}`} id="users-tab-users" aria-controls="users-panel-users" />
      </Tabs>
      <Box role="tabpanel" id={`users-panel-${tab}`} aria-labelledby={`users-tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 'groups' ? (
          <GroupsTab
            environment={environment}
            groups={groups}
            users={users}
            search={search}
            readOnly={readOnly !== null}
          />
        ) : (
          <UsersTab
            environment={environment}
            groups={groups}
            users={users}
            directory={directory.data}
            search={search}
            readOnly={readOnly !== null}
          />
        )}
      </Box>
    </Box>
  );
}
