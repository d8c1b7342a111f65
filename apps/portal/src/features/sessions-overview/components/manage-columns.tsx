import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import { isShown, OVERVIEW_COLUMNS, type ColumnChoice } from '../lib/columns';

interface ManageColumnsProps {
  choice: ColumnChoice;
  onToggle: (key: string) => void;
  onReset: () => void;
}

/** Manage columns: a checkbox per optional column, and Reset to the default columns. */
export function ManageColumns({ choice, onToggle, onReset }: ManageColumnsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Manage columns
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id, role: 'dialog', 'aria-label': 'Manage columns' } }}
      >
        <Box sx={{ p: 2 }}>
          <FormGroup>
            {OVERVIEW_COLUMNS.filter((c) => c.optional).map((c) => (
              <FormControlLabel
                key={c.key}
                label={c.label}
                control={<Checkbox checked={isShown(c, choice)} onChange={() => onToggle(c.key)} />}
              />
            ))}
          </FormGroup>
          <Button onClick={onReset} sx={{ mt: 1 }}>
            Reset
          </Button>
        </Box>
      </Popover>
    </>
  );
}
