import { useEffect, useState } from 'react';
import { IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { lazyComponent } from '../../shared/components/lazy-component';

const CommandBox = lazyComponent(() =>
  import(/* webpackChunkName: "command-box" */ './command-box').then((m) => m.CommandBox),
);

/** Ctrl+K or Cmd+K (on a Mac) anywhere in the signed-in portal. */
const isOpenKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

/**
 * The header's button of the command box and its key (Ctrl+K, Cmd+K); the box's code loads when it
 * first opens.
 */
export function CommandBoxButton() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isOpenKey(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Search and commands"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </IconButton>
      {open && <CommandBox onClose={() => setOpen(false)} />}
    </>
  );
}
