import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { formatDateTime } from '@pro-portal/rules';
import { uiTexts } from '../../../shared/texts/ui-texts';
import type { Application } from '../api/applications';

const orUnknown = (value: string | null | undefined) => (value && value.trim() ? value : uiTexts.unknown);

/** The modelling-system version and architecture an app was published with, or 'unknown'. */
export function PublishingDetailsDialog({ app, onClose }: { app: Application; onClose: () => void }) {
  const rows: [string, string][] = [
    ['AIMMS version', orUnknown(app.aimmsName || app.aimmsVersionId)],
    ['Architecture', orUnknown(app.architecture)],
    ['Resource profile', orUnknown(app.resourceProfile)],
    ['Published by', orUnknown(app.publishedBy)],
    ['Published at', orUnknown(app.publishedAt ? formatDateTime(app.publishedAt) : null)],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="details-title">
      <DialogTitle id="details-title">
        {uiTexts.publishingDetails}: {app.name} {app.version}
      </DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
