import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Dialog, DialogTitle } from '@mui/material';
import type { Application } from '../api/applications';
import { AppFromRoute } from './app-from-route';
import { useBackToList } from '../hooks/use-back-to-list';

interface ListDialogProps {
  /** The title's id, which names the dialog. */
  id: string;
  title: ReactNode;
  /** The content, given the way back to the list. */
  children: (close: () => void) => ReactNode;
}

/** A dialog of a route over the applications list: closing it goes back to the list. */
export function ListDialog({ id, title, children }: ListDialogProps) {
  const close = useBackToList();
  return (
    <Dialog open onClose={close} aria-labelledby={id} fullWidth maxWidth="sm">
      <DialogTitle id={id}>{title}</DialogTitle>
      {children(close)}
    </Dialog>
  );
}

interface AppRouteDialogProps {
  id: string;
  /** What the dialog does to the app, first word of its title ('Edit', 'Update'). */
  verb: string;
  children: (app: Application, apps: Application[], close: () => void) => ReactNode;
}

/** A list dialog about the app of the route's :name/:version, titled '{verb} {name} {version}'. */
export function AppRouteDialog({ id, verb, children }: AppRouteDialogProps) {
  const { name = '', version = '' } = useParams();
  return (
    <ListDialog id={id} title={`${verb} ${name} ${version}`}>
      {(close) => <AppFromRoute>{(app, apps) => children(app, apps, close)}</AppFromRoute>}
    </ListDialog>
  );
}
