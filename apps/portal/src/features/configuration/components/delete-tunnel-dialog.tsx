import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useTunnelMutations, type Tunnel } from '../api/tunnels';
import { useMutation } from '../../../shared/api/use-mutation';

/** Asks before deleting a tunnel. */
export function DeleteTunnelDialog({ tunnel, onClose }: { tunnel: Tunnel; onClose: () => void }) {
  const remove = useMutation(useTunnelMutations().deleteTunnel);
  return (
    <ConfirmDialog
      title="Delete tunnel"
      message={`Are you sure you want to delete the tunnel ${tunnel.context} to ${tunnel.socketAddress}?`}
      onConfirm={() => remove(tunnel.id)}
      onClose={onClose}
    />
  );
}
