import { useEffect } from 'react';
import { Button } from '@mui/material';
import { successMessages } from '../../../shared/texts/success-messages';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { usePortalContext } from '../../../shared/portal-context';
import { useToast } from '../../../shared/toast';
import type { Application } from '../api/applications';
import { finishedPublishing } from '../lib/list-model';

/**
 * Entries of PublishingApps leave it once the server lists them with their isWebUI attribute; each
 * then gets the second success toast, with a Launch button.
 */
export function usePublishingWatch(apps: Application[] | undefined, launch: (name: string, version: string) => void) {
  const { publishingApps, setPublishingApps } = usePortalContext();
  const toast = useToast();
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
