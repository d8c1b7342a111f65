import { useState, useSyncExternalStore } from 'react';
import { Box, IconButton } from '@mui/material';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { lazyComponent } from '../../../shared/components/lazy-component';
import { usePortalContext } from '../../../shared/portal-context';
import { bellTexts } from '../../../shared/texts/job-watch-texts';
import { endingsKey, subscribeJobWatches, unreadCount, watchesKey } from '../lib/job-watch-key';

const parts = () => import(/* webpackChunkName: "job-watch" */ './job-watch-parts');
const JobWatcher = lazyComponent(() => parts().then((m) => m.JobWatcher));
const JobEndingsPopover = lazyComponent(() => parts().then((m) => m.JobEndingsPopover));

/**
 * The header's bell: how many endings of watched jobs the person has not seen, and their list (loaded
 * when first opened). Only this is part of the first load: the watcher loads while a job is watched.
 */
export function JobWatchBell() {
  const { environmentName, username } = usePortalContext();
  const watchKey = watchesKey(environmentName, username);
  const endKey = endingsKey(environmentName, username);
  const watching = useSyncExternalStore(subscribeJobWatches, () => localStorage.getItem(watchKey) !== null);
  const unread = useSyncExternalStore(subscribeJobWatches, () => unreadCount(localStorage.getItem(endKey)));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? bellTexts.withUnread(unread) : bellTexts.bell}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <NotificationsNone />
        {unread > 0 && (
          // White on the toasts' red: readable in both themes.
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 0,
              right: 0,
              px: 0.5,
              borderRadius: 2,
              bgcolor: '#c62828',
              color: '#fff',
              fontSize: 11,
            }}
          >
            {unread}
          </Box>
        )}
      </IconButton>
      {anchor && <JobEndingsPopover anchorEl={anchor} onClose={() => setAnchor(null)} />}
      {watching && <JobWatcher />}
    </>
  );
}
