import { DialogContentText, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useMutation } from '../../../shared/api/use-mutation';
import { InfoDialog } from '../../../shared/components/info-dialog';
import { actionsColumn } from '../../../shared/components/row-actions';
import { SimpleTable } from '../../../shared/components/simple-table';
import { SwrState } from '../../../shared/components/swr-state';
import type { TableColumn } from '../../../shared/components/table-column';
import { useItemAccess, useItemAccessMutations, type Access, type AccessEntry } from '../api/access';
import type { SecretItemKind } from '../api/items';
import { secretTexts } from '../lib/secret-texts';
import type { TreeItem } from '../lib/tree-item';
import { accessOptions, AddAccessForm } from './add-access-form';

/** 'group testers of ROOT': names an entry in its controls' labels. */
const entityLabel = (entry: AccessEntry) => `${entry.entity_type} ${entry.entity_name} of ${entry.environment_name}`;

const accessColumns = (
  kind: SecretItemKind,
  put: (entry: AccessEntry) => unknown,
  remove: (entry: AccessEntry) => unknown,
): TableColumn<AccessEntry>[] => [
  { header: secretTexts.type, cell: (entry) => entry.entity_type },
  { header: secretTexts.environment, cell: (entry) => entry.environment_name },
  { header: secretTexts.entityName, cell: (entry) => entry.entity_name },
  {
    header: secretTexts.accessType,
    cell: (entry) => (
      <TextField
        select
        size="small"
        value={entry.access}
        onChange={(event) => void put({ ...entry, access: event.target.value as Access })}
        slotProps={{ htmlInput: { 'aria-label': secretTexts.accessOf(entityLabel(entry)) } }}
      >
        {accessOptions(kind)}
      </TextField>
    ),
  },
  actionsColumn((entry) => [
    { label: secretTexts.removeAccess(entityLabel(entry)), icon: <DeleteIcon />, onClick: () => void remove(entry) },
  ]),
];

/** Who has access to one item: each group's and user's access, changed or removed here, and one added below. */
export function ItemAccessDialog({ item, onClose }: { item: TreeItem; onClose: () => void }) {
  const access = useItemAccess(item.path);
  const { putAccess, deleteAccess } = useItemAccessMutations(item.path);
  const errorToast = { prefix: secretTexts.couldNotChangeAccess(item.path) };
  const put = useMutation(putAccess, { errorToast });
  const remove = useMutation(deleteAccess, { errorToast });
  return (
    <InfoDialog titleId="item-access-title" title={secretTexts.accessTitle(item.path)} onClose={onClose}>
      <DialogContentText sx={{ mb: 2 }}>{secretTexts.accessRule}</DialogContentText>
      <SwrState label={`the access to ${item.path}`} swr={access}>
        <SimpleTable
          label={secretTexts.accessTitle(item.path)}
          rows={access.data ?? []}
          rowKey={(entry) => entityLabel(entry)}
          emptyText={secretTexts.noAccess}
          columns={accessColumns(item.type, put, remove)}
        />
      </SwrState>
      <AddAccessForm kind={item.type} onAdd={put} />
    </InfoDialog>
  );
}
