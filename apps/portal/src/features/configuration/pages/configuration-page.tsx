import { Link, useLocation } from 'react-router';
import { Tab, Tabs } from '@mui/material';
import { PATHS } from '../../../shared/paths';
import { PageHeading } from '../../../shared/components/page-heading';
import { AccountSettingsTab } from '../components/account-settings-tab';
import { TunnelsTab } from '../components/tunnels-tab';

const TABS = [
  { label: 'Account settings', path: PATHS.ACCOUNT_SETTINGS },
  { label: 'Tunnels', path: PATHS.TUNNELS },
];

/** The admin configuration page; the active tab follows the path. */
export function ConfigurationPage() {
  const { pathname } = useLocation();
  const active = TABS.find((tab) => pathname.startsWith(tab.path))?.path ?? PATHS.ACCOUNT_SETTINGS;
  return (
    <>
      <PageHeading>Configuration</PageHeading>
      <Tabs value={active} aria-label="Configuration sections">
        {TABS.map((tab) => (
          <Tab key={tab.path} label={tab.label} value={tab.path} component={Link} to={tab.path} />
        ))}
      </Tabs>
      {active === PATHS.TUNNELS ? <TunnelsTab /> : <AccountSettingsTab />}
    </>
  );
}
