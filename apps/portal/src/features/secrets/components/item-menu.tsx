import { useId, useState, type ReactNode } from 'react';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { secretTexts } from '../lib/secret-texts';
import type { ItemDialog, TreeItem } from '../lib/tree-item';

interface Entry {
  label: string;
  icon: ReactNode;
  dialog: ItemDialog;
}

/** A directory's entries: create in it, its access; a secret's: its value, modify it, its access. Delete last, not for the root. */
function entriesOf(item: TreeItem): Entry[] {
  const own = (kind: 'edit' | 'value' | 'access'): ItemDialog => ({ kind, item });
  const access = { label: secretTexts.access, icon: <KeyIcon />, dialog: own('access') };
  if (item.type === 'secret')
    return [
      { label: secretTexts.showValue, icon: <VisibilityIcon />, dialog: own('value') },
      { label: secretTexts.edit, icon: <EditIcon />, dialog: own('edit') },
      access,
    ];
  const create = (itemKind: 'directory' | 'secret'): ItemDialog => ({ kind: 'create', directory: item.path, itemKind });
  return [
    { label: secretTexts.newDirectory, icon: <AddIcon />, dialog: create('directory') },
    { label: secretTexts.newSecret, icon: <AddIcon />, dialog: create('secret') },
    access,
  ];
}

/** The ⋮ button of an item and its menu; choosing an entry opens its dialog. */
export function ItemMenu({ item, onChoose }: { item: TreeItem; onChoose: (dialog: ItemDialog) => void }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (dialog: ItemDialog) => {
    setAnchor(null);
    onChoose(dialog);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={secretTexts.actionsFor(item.path)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entriesOf(item).map((entry) => (
          <MenuItem key={entry.label} onClick={() => choose(entry.dialog)}>
            <ListItemIcon>{entry.icon}</ListItemIcon>
            <ListItemText>{entry.label}</ListItemText>
          </MenuItem>
        ))}
        {item.path !== '/' && <Divider />}
        {item.path !== '/' && (
          <MenuItem onClick={() => choose({ kind: 'delete', item })}>
            <ListItemIcon>
              <DeleteIcon />
            </ListItemIcon>
            <ListItemText>{secretTexts.delete}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
