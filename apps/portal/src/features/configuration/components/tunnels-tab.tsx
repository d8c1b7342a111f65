import { Button, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTunnels, type Tunnel } from '../api/tunnels';
import { DeleteTunnelDialog } from './delete-tunnel-dialog';
import { SwrState } from '../../../shared/components/swr-state';
import { actionsColumn } from '../../../shared/components/row-actions';
import { SimpleTable } from '../../../shared/components/simple-table';
import type { TableColumn } from '../../../shared/components/table-column';
import { TunnelDialog } from './tunnel-dialog';
import { useOpenDialog } from '../../../shared/hooks/use-open-dialog';

export const NO_TUNNELS = 'No tunnels are configured. Create one to reach a service of your network from the apps.';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; tunnel: Tunnel } | null;

/** The table's columns; the row actions open the edit and delete dialogs. */
const tunnelColumns = (open: (dialog: OpenDialog) => void): TableColumn<Tunnel>[] => [
  { header: 'URI Context Path', cell: (tunnel) => tunnel.context },
  { header: 'Socket Address', cell: (tunnel) => tunnel.socketAddress },
  { header: 'User Groups', cell: (tunnel) => tunnel.userGroups },
  actionsColumn((tunnel) => [
    {
      label: `Edit tunnel ${tunnel.context}`,
      icon: <EditIcon />,
      onClick: () => open({ kind: 'edit', tunnel }),
    },
    {
      label: `Delete tunnel ${tunnel.context}`,
      icon: <DeleteIcon />,
      onClick: () => open({ kind: 'delete', tunnel }),
    },
  ]),
];

/** The tunnels table (URI Context Path, Socket Address, User Groups) with create, edit and delete. */
export function TunnelsTab() {
  const tunnels = useTunnels();
  const { open, show, close } = useOpenDialog<OpenDialog>();
  const list = tunnels.data ?? [];
  return (
    <section aria-label="Tunnels">
      <Stack direction="row" sx={{ my: 2, justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => show({ kind: 'create' })}>
          Create tunnel
        </Button>
      </Stack>
      <SwrState label="tunnels" swr={tunnels}>
        <SimpleTable
          label="Tunnels"
          rows={list}
          rowKey={(tunnel) => tunnel.id}
          emptyText={NO_TUNNELS}
          columns={tunnelColumns(show)}
        />
      </SwrState>
      {open?.kind === 'create' && <TunnelDialog onClose={close} />}
      {open?.kind === 'edit' && <TunnelDialog tunnel={open.tunnel} onClose={close} />}
      {open?.kind === 'delete' && <DeleteTunnelDialog tunnel={open.tunnel} onClose={close} />}
    </section>
  );
}
