import { useEffect, useState } from 'react';
import { IconButton, SvgIcon } from '@mui/material';
import { lazyComponent } from '../../shared/components/lazy-component';

const CommandBox = lazyComponent(() =>
  import(/* webpackChunkName: "command-box" */ './command-box').then((m) => m.CommandBox),
);

/** Ctrl+K or Cmd+K (on a Mac) anywhere in the signed-in portal. */
const isOpenKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && /^k$/i.test(event.key);

// A magnifier drawn in one short path: the icon library's is three times the bytes, in every first load.
const MAGNIFIER = 'M10 3a7 7 0 1 0 4.2 12.6l5 5 1.4-1.4-5-5A7 7 0 0 0 10 3m0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10';

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
      <IconButton color="inherit" aria-label="Search and commands" onClick={() => setOpen(true)}>
        <SvgIcon>
          <path d={MAGNIFIER} />
        </SvgIcon>
      </IconButton>
      {open && <CommandBox onClose={() => setOpen(false)} />}
    </>
  );
}
