import { Link, useLocation } from 'react-router';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { PATHS } from '../../../shared/paths';
import { PageHeading } from '../../../shared/components/page-heading';
import { SessionsTab } from '../components/sessions-tab';
import { TasksTab } from '../components/tasks-tab';

const TABS = [
  { label: 'WebUI', path: PATHS.WEBUI },
  { label: 'Solver', path: PATHS.SOLVER },
  { label: 'Tasks', path: PATHS.TASK },
] as const;

/** The Jobs page: WebUI, Solver and Tasks tabs (the active tab follows the path) and the way to the table of every kind. */
export function JobsPage() {
  const { pathname } = useLocation();
  const active = TABS.find((tab) => pathname.startsWith(tab.path))?.path ?? PATHS.WEBUI;
  return (
    <>
      <PageHeading
        actions={
          <Button variant="outlined" component={Link} to={PATHS.ALL_SESSIONS}>
            All sessions
          </Button>
        }
      >
        Sessions
      </PageHeading>
      <Tabs value={active} aria-label="Session kinds" sx={{ mb: 2 }}>
        {TABS.map((tab) => (
          <Tab key={tab.path} label={tab.label} value={tab.path} component={Link} to={tab.path} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={TABS.find((tab) => tab.path === active)?.label}>
        {active === PATHS.WEBUI && <SessionsTab key="webui" kind="webui" />}
        {active === PATHS.SOLVER && <SessionsTab key="solver" kind="solver" />}
        {active === PATHS.TASK && <TasksTab />}
      </Box>
    </>
  );
}
