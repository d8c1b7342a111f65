import { useEffect, useRef } from 'react';
import { Button } from '@mui/material';
import { successMessages } from '../../../shared/texts/success-messages';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { usePortalContext } from '../../../shared/portal-context';
import { useToast } from '../../../shared/toast';
import { useReadApplication, type Application } from '../api/applications';
import { errorMessages } from '../../../shared/texts/error-messages';
import { isApiErrorWith } from '../../../shared/api/errors';
import { useErrorToast } from '../../../shared/api/use-error-toast';
import { finishedPublishing, unlistedPublishing } from '../lib/list-model';

/** The app does not exist (any more): its publishing ended without it. Other failures are asked again later. */
const isGone = (err: unknown) => isApiErrorWith(err, { status: 404 });

/**
 * Entries of PublishingApps leave it once the server lists them with their isWebUI attribute; each
 * then gets the second success toast, with a Launch button. An entry the server does not list is
 * asked for: when the platform answers that it does not exist, its publishing failed, and it leaves
 * with the platform's reason under 'An error occured while publishing a new app.'.
 */
export function usePublishingWatch(apps: Application[] | undefined, launch: (name: string, version: string) => void) {
  const { publishingApps, setPublishingApps } = usePortalContext();
  const toast = useToast();
  const showError = useErrorToast();
  const readApplication = useReadApplication();
  const asking = useRef(new Set<string>());
  useEffect(() => {
    if (!apps) return;
    for (const entry of unlistedPublishing(apps, publishingApps)) {
      const key = `${entry.name}\u0000${entry.version}`;
      if (asking.current.has(key)) continue;
      asking.current.add(key);
      readApplication(entry)
        .then(
          () => undefined,
          (err: unknown) => {
            if (!isGone(err)) return;
            setPublishingApps((current) => current.filter((e) => e.name !== entry.name || e.version !== entry.version));
            showError(err, { prefix: errorMessages.publishApp });
          },
        )
        .finally(() => asking.current.delete(key));
    }
  }, [apps, publishingApps, setPublishingApps, readApplication, showError]);
  useEffect(() => {
    if (!apps) return;
    const finished = finishedPublishing(apps, publishingApps);
    if (finished.length === 0) return;
    setPublishingApps((current) => current.filter((entry) => !finished.includes(entry)));
    for (const entry of finished) {
      toast.success(successMessages.published(entry.name, entry.version), {
        action: (
          <Button color="inherit" size="small" onClick={() => launch(entry.name, entry.version)}>
            {uiTexts.launch}
          </Button>
        ),
      });
    }
  }, [apps, publishingApps, setPublishingApps, toast, launch]);
}
