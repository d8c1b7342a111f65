import { useState } from 'react';
import { Button, IconButton, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTunnels, type Tunnel } from '../api/tunnels';
import { DeleteTunnelDialog } from './delete-tunnel-dialog';
import { SwrState } from '../../../shared/components/swr-state';
import { SimpleTable } from '../../../shared/components/simple-table';
import { TunnelDialog } from './tunnel-dialog';

export const NO_TUNNELS = 'No tunnels are configured. Create one to reach a service of your network from the apps.';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; tunnel: Tunnel } | null;

/** The tunnels table (URI Context Path, Socket Address, User Groups) with create, edit and delete. */
export function TunnelsTab() {
  const tunnels = useTunnels();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const list = tunnels.data ?? [];
  return (
    <section aria-label="Tunnels">
      <Stack direction="row" sx={{ my: 2, justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setOpen({ kind: 'create' })}>
          Create tunnel
        </Button>
      </Stack>
      <SwrState label="tunnels" swr={tunnels}>
        <SimpleTable
          label="Tunnels"
          rows={list}
          rowKey={(tunnel) => tunnel.id}
          emptyText={NO_TUNNELS}
          columns={[
            { header: 'URI Context Path', cell: (tunnel) => tunnel.context },
            { header: 'Socket Address', cell: (tunnel) => tunnel.socketAddress },
            { header: 'User Groups', cell: (tunnel) => tunnel.userGroups },
            {
              header: 'Actions',
              align: 'right',
              cell: (tunnel) => (
                <>
                  <IconButton
                    aria-label={`Edit tunnel ${tunnel.context}`}
                    onClick={() => setOpen({ kind: 'edit', tunnel })}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete tunnel ${tunnel.context}`}
                    onClick={() => setOpen({ kind: 'delete', tunnel })}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              ),
            },
          ]}
        />
      </SwrState>
      {open?.kind === 'create' && <TunnelDialog onClose={close} />}
      {open?.kind === 'edit' && <TunnelDialog tunnel={open.tunnel} onClose={close} />}
      {open?.kind === 'delete' && <DeleteTunnelDialog tunnel={open.tunnel} onClose={close} />}
    </section>
  );
}
