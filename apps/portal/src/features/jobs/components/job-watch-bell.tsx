import { useState, useSyncExternalStore } from 'react';
import { Box, IconButton } from '@mui/material';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { lazyComponent } from '../../../shared/components/lazy-component';
import { usePortalContext } from '../../../shared/portal-context';
import { jobWatchTexts } from '../../../shared/texts/job-watch-texts';
import { endingsKey, subscribeJobWatches, unreadCount, watchesKey } from '../lib/job-watch-key';

// The watcher (loaded while a job is watched) and the bell's list (loaded when first opened), in one chunk.
const JobWatcher = lazyComponent(() =>
  import(/* webpackChunkName: "job-watch" */ './job-watcher').then((m) => m.JobWatcher),
);
const JobEndingsPopover = lazyComponent(() =>
  import(/* webpackChunkName: "job-watch" */ './job-endings-popover').then((m) => m.JobEndingsPopover),
);

/** The unread count on the bell: white on the toasts' red, readable in both themes. */
const COUNT_SX = {
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  px: 0.5,
  borderRadius: 9,
  bgcolor: '#c62828',
  color: '#fff',
  fontSize: 11,
  lineHeight: '18px',
  fontWeight: 600,
} as const;

/**
 * The header's bell: how many endings of watched jobs the person has not seen, and their list. Only
 * this check is part of the first load; the watcher itself loads while some job is watched.
 */
export function JobWatchBell() {
  const { environmentName, username } = usePortalContext();
  const watchKey = watchesKey(environmentName, username);
  const endKey = endingsKey(environmentName, username);
  const watching = useSyncExternalStore(subscribeJobWatches, () => window.localStorage.getItem(watchKey) !== null);
  const unread = useSyncExternalStore(subscribeJobWatches, () => unreadCount(window.localStorage.getItem(endKey)));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? jobWatchTexts.bellWithUnread(unread) : jobWatchTexts.bell}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ position: 'relative', mr: 1 }}
      >
        <NotificationsNone />
        {unread > 0 && (
          <Box component="span" aria-hidden sx={COUNT_SX}>
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </IconButton>
      {opened && <JobEndingsPopover anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} />}
      {watching && <JobWatcher />}
    </>
  );
}
