import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert, DialogContent } from '@mui/material';
import { normalizeName, validationMessages } from '@pro-portal/rules';
import { LoadState } from '../../../shared/components/load-state';
import { useApplications, type Application } from '../api/applications';

/** The app named by the :name/:version of an update or edit route, with loading and not-found states. */
export function AppFromRoute({ children }: { children: (app: Application, apps: Application[]) => ReactNode }) {
  const { name = '', version = '' } = useParams();
  const { data: apps, error, mutate } = useApplications();
  if (error || !apps) {
    return (
      <DialogContent>
        <LoadState label="application" isLoading={!apps} error={error} onRetry={() => void mutate()} size={40} />
      </DialogContent>
    );
  }
  const app = apps.find(
    (a) => normalizeName(a.name) === normalizeName(name) && normalizeName(a.version) === normalizeName(version),
  );
  if (!app) {
    return (
      <DialogContent>
        <Alert severity="error">{validationMessages.application.projectNotFound}</Alert>
      </DialogContent>
    );
  }
  return <>{children(app, apps)}</>;
}
