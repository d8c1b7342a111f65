import Button from '@mui/material/Button';
import type { SessionManager } from '@pro-portal/sdk';
import { saveBlob } from '../../../shared/save-blob';
import type { OverviewColumn } from '../lib/columns';
import { sessionsCsv } from '../lib/csv';

/** Download CSV: the rows shown, in the columns shown, as sessions.csv (the header row alone when none are). */
export function DownloadCsvButton({
  columns,
  rows,
}: {
  columns: OverviewColumn[];
  rows: SessionManager.OverviewSession[];
}) {
  return (
    <Button
      variant="outlined"
      onClick={() => saveBlob(new Blob([sessionsCsv(columns, rows)], { type: 'text/csv' }), 'sessions.csv')}
    >
      Download CSV
    </Button>
  );
}
