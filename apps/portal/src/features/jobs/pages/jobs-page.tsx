import { Link, useLocation } from 'react-router';
import { Tab, Tabs } from '@mui/material';
import { PATHS } from '../../../shared/paths';
import { PageHeading } from '../../../shared/components/page-heading';

const TABS = [
  { label: 'WebUI', path: PATHS.WEBUI },
  { label: 'Solver', path: PATHS.SOLVER },
  { label: 'Tasks', path: PATHS.TASK },
];

/** The Jobs page; the active tab follows the path. */
export function JobsPage() {
  const { pathname } = useLocation();
  const active = TABS.find((tab) => pathname.startsWith(tab.path))?.path ?? PATHS.WEBUI;
  return (
    <>
      <PageHeading>Sessions</PageHeading>
      <Tabs value={active} aria-label="Session kinds">
        {TABS.map((tab) => (
          <Tab key={tab.path} label={tab.label} value={tab.path} component={Link} to={tab.path} />
        ))}
      </Tabs>
    </>
  );
}
