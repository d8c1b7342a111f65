import { useMemo, useState, type HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import {
  Autocomplete,
  Box,
  Dialog,
  ListSubheader,
  TextField,
  Typography,
  type AutocompleteRenderGroupParams,
  type PopperProps,
} from '@mui/material';
import { rankCommands, type Command } from './commands';
import { useCommands } from './use-commands';

/** The list of the box shows inside the dialog, under the field, instead of floating over the page. */
function InlineList({ children, className, role, id }: PopperProps) {
  return (
    <Box className={className} role={role} id={id} sx={{ position: 'static', mt: 1 }}>
      {typeof children === 'function' ? null : children}
    </Box>
  );
}

/**
 * A group of the list as the listbox role allows it: a `group` named by its heading, its options inside
 * (MUI's own grouping nests lists, which screen readers and axe reject inside a listbox).
 */
function CommandGroupItem({
  groupKey,
  group,
  children,
}: Omit<AutocompleteRenderGroupParams, 'key'> & { groupKey: number }) {
  const headingId = `command-group-${groupKey}`;
  return (
    <Box role="group" aria-labelledby={headingId}>
      <ListSubheader component="div" id={headingId} role="presentation">
        {group}
      </ListSubheader>
      <Box component="ul" role="presentation" sx={{ p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function CommandOption({ command, ...props }: HTMLAttributes<HTMLLIElement> & { command: Command }) {
  return (
    <li {...props}>
      <Box sx={{ minWidth: 0 }}>
        <Typography>{command.label}</Typography>
        {command.detail && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {command.detail}
          </Typography>
        )}
      </Box>
    </li>
  );
}

/**
 * The command box: a field that finds pages, actions, apps, a task by its id, and the environments,
 * groups and users the person may see. Arrows move through the list, Enter goes or acts, Escape closes;
 * the dialog gives focus back to where it was.
 */
export function CommandBox({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const { commands, searching } = useCommands(query);
  const shown = useMemo(() => rankCommands(commands, query), [commands, query]);
  const choose = (command: Command | null) => {
    if (!command) return;
    onClose();
    if ('to' in command.target) void navigate(command.target.to);
    else command.target.run();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': 'Search and commands' } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <Box sx={{ p: 2 }}>
        <Autocomplete<Command>
          open
          disablePortal
          autoHighlight
          options={shown}
          filterOptions={(options) => options}
          groupBy={(command) => command.group}
          getOptionLabel={(command) => command.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={null}
          inputValue={query}
          onInputChange={(_, value, reason) => reason !== 'reset' && setQuery(value)}
          onChange={(_, command) => choose(command)}
          onClose={(_, reason) => reason === 'escape' && onClose()}
          loading={searching && shown.length === 0}
          loadingText="Searching…"
          noOptionsText="Nothing found"
          slots={{ popper: InlineList }}
          slotProps={{ paper: { elevation: 0 }, listbox: { sx: { maxHeight: '60vh' } } }}
          renderGroup={({ key, ...params }) => <CommandGroupItem key={key} groupKey={key} {...params} />}
          renderOption={({ key, ...props }, command) => <CommandOption key={key} {...props} command={command} />}
          renderInput={(params) => (
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the box exists to be typed into: it opens on a key press
            <TextField {...params} autoFocus label="Go to or do" placeholder="Pages, apps, task id, people, actions" />
          )}
        />
      </Box>
    </Dialog>
  );
}
