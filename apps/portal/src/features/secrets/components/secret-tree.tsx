import { useCallback, useMemo, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpenOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { ListState } from '../../../shared/components/load-state';
import { useOpenDialog } from '../../../shared/hooks/use-open-dialog';
import { useSecretDirectory } from '../api/items';
import { secretTexts } from '../lib/secret-texts';
import type { ItemDialog, TreeItem } from '../lib/tree-item';
import { ItemDialogs } from './item-dialogs';
import { ItemMenu } from './item-menu';

const ROOT: TreeItem = { path: '/', name: secretTexts.root, type: 'directory' };

interface TreeState {
  isExpanded: (path: string) => boolean;
  toggle: (path: string) => void;
  openDialog: (dialog: ItemDialog) => void;
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** The items of an expanded directory, each a node of the tree; progress, error with Retry, or an empty note. */
function DirectoryItems({ path, state }: { path: string; state: TreeState }) {
  const directory = useSecretDirectory(path);
  return (
    <Box sx={{ pl: 3, ml: 1.5, borderLeft: 1, borderColor: 'divider' }}>
      <ListState
        label={`the items of ${path}`}
        items={directory.data?.items}
        error={directory.error}
        onRetry={() => void directory.mutate()}
        emptyText={secretTexts.emptyDirectory}
      >
        {(items) => (
          <Box component="ul" sx={listSx}>
            {items.map((item) => (
              <ItemNode key={item.path} item={item} state={state} />
            ))}
          </Box>
        )}
      </ListState>
    </Box>
  );
}

/** One directory (a button that expands it, then its items) or one secret, with its actions menu. */
function ItemNode({ item, state }: { item: TreeItem; state: TreeState }) {
  const isDirectory = item.type === 'directory';
  const expanded = isDirectory && state.isExpanded(item.path);
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}>
        {isDirectory ? (
          <Button
            color="inherit"
            aria-expanded={expanded}
            onClick={() => state.toggle(item.path)}
            startIcon={expanded ? <FolderOpenIcon /> : <FolderIcon />}
            sx={{ textTransform: 'none' }}
          >
            {item.name}
          </Button>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}>
            <KeyIcon fontSize="small" aria-hidden />
            <Typography component="span">{item.name}</Typography>
          </Box>
        )}
        <ItemMenu item={item} onChoose={state.openDialog} />
      </Box>
      {expanded && <DirectoryItems path={item.path} state={state} />}
    </li>
  );
}

/** The secret manager's tree from the root directory '/', expanded directory by directory. */
export function SecretTree() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([ROOT.path]));
  const { open, show, close } = useOpenDialog<ItemDialog>();
  const toggle = useCallback(
    (path: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(path)) next.add(path);
        return next;
      }),
    [],
  );
  const expand = useCallback((path: string) => setExpanded((current) => new Set(current).add(path)), []);
  const state = useMemo(
    (): TreeState => ({ isExpanded: (path) => expanded.has(path), toggle, openDialog: show }),
    [expanded, toggle, show],
  );
  return (
    <>
      <Box component="ul" aria-label={secretTexts.tree} sx={listSx}>
        <ItemNode item={ROOT} state={state} />
      </Box>
      {open && <ItemDialogs dialog={open} onClose={close} onCreated={expand} />}
    </>
  );
}
