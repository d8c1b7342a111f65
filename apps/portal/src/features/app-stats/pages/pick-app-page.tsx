import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { fetchApplications } from '../../../shared/api/common-lists';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { ListState } from '../../../shared/components/load-state';
import { PageHeading } from '../../../shared/components/page-heading';
import { paths } from '../../../shared/paths';
import { uiTexts } from '../../../shared/texts/ui-texts';

/** The apps the caller can see, each name once (stats cover every version), as links to their stats. */
export function PickAppPage() {
  const apps = useSdkSWR(queryKeys.applications, fetchApplications);
  const names = apps.data && [...new Set(apps.data.map((a) => a.name))].sort((a, b) => a.localeCompare(b));
  return (
    <section aria-labelledby="pick-app-heading">
      <PageHeading>
        <span id="pick-app-heading">App stats</span>
      </PageHeading>
      <ListState
        label="applications"
        items={names}
        error={apps.error}
        onRetry={() => void apps.mutate()}
        emptyText={uiTexts.noAppsAvailable}
      >
        {(items) => (
          <List aria-labelledby="pick-app-heading" sx={{ maxWidth: 480 }}>
            {items.map((name) => (
              <ListItem key={name} disablePadding>
                <ListItemButton component={RouterLink} to={paths.appStats(name)}>
                  <ListItemText primary={name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </ListState>
    </section>
  );
}
