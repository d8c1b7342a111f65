import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, List, ListItem, Popover, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@pro-portal/rules';
import { usePortalContext } from '../../../shared/portal-context';
import { bellTexts, jobWatchTexts } from '../../../shared/texts/job-watch-texts';
import { notificationPermission } from '../lib/browser-notification';
import { endingsKey, subscribeJobWatches, watchesKey } from '../lib/job-watch-key';
import {
  clearEndings,
  JOB_TAB,
  jobLabel,
  jobRef,
  markEndingsRead,
  parseEndings,
  readWatches,
} from '../lib/job-watches';

interface JobEndingsPopoverProps {
  anchorEl: HTMLElement;
  onClose: () => void;
}

/**
 * The bell's list: the recent endings of watched jobs, newest first, each linking to its job's tab
 * (those not seen before marked new), how many jobs are watched, and the button that asks the
 * browser's permission to notify. Shown while it is mounted.
 */
export function JobEndingsPopover({ anchorEl, onClose }: JobEndingsPopoverProps) {
  const { environmentName, username } = usePortalContext();
  const endKey = endingsKey(environmentName, username);
  const watchKey = watchesKey(environmentName, username);
  const raw = useSyncExternalStore(subscribeJobWatches, () => window.localStorage.getItem(endKey));
  const watching = useSyncExternalStore(subscribeJobWatches, () => readWatches(watchKey).length);
  const { endings, unread } = useMemo(() => parseEndings(raw), [raw]);
  const [newOnOpen, setNewOnOpen] = useState(0);
  const [permission, setPermission] = useState(notificationPermission);
  // Endings not seen before are marked new while the list is open (they come first), and seen from now on.
  useEffect(() => {
    if (unread === 0) return;
    setNewOnOpen((seen) => seen + unread);
    markEndingsRead(endKey);
  }, [unread, endKey]);
  const allow = () => void Notification.requestPermission().then(setPermission);
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'job-endings-title',
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)' },
        },
      }}
    >
      <Box sx={{ p: 2 }}>
        <Typography id="job-endings-title" variant="h6" component="h2">
          {bellTexts.bell}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {jobWatchTexts.watching(watching)}
        </Typography>
        {endings.length === 0 ? (
          <Typography variant="body2">{jobWatchTexts.noEndings}</Typography>
        ) : (
          <List
            dense
            disablePadding
            aria-label={jobWatchTexts.recentEndings}
            sx={{ maxHeight: 320, overflowY: 'auto' }}
          >
            {endings.map((ending, index) => (
              <ListItem key={`${jobRef(ending)}:${ending.endedAt}`} disableGutters sx={{ display: 'block', py: 0.5 }}>
                <Link component={RouterLink} to={JOB_TAB[ending.kind]} onClick={onClose}>
                  {jobWatchTexts.ended(jobLabel(ending), ending.state)}
                </Link>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(ending.endedAt)}
                  </Typography>
                  {index < newOnOpen && (
                    // Text rather than a Chip: the Applications page's chunks stay as they are.
                    <Typography variant="caption" color="primary" sx={{ fontWeight: 600 }}>
                      {jobWatchTexts.unread}
                    </Typography>
                  )}
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {permission === 'default' && (
            <Button size="small" variant="outlined" onClick={allow}>
              {jobWatchTexts.allowBrowserNotifications}
            </Button>
          )}
          {permission === 'denied' && (
            <Typography variant="caption" color="text.secondary">
              {jobWatchTexts.browserNotificationsBlocked}
            </Typography>
          )}
          {endings.length > 0 && (
            <Button size="small" onClick={() => clearEndings(endKey)}>
              {jobWatchTexts.clearEndings}
            </Button>
          )}
        </Stack>
      </Box>
    </Popover>
  );
}
