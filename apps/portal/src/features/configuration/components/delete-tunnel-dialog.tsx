import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useToast } from '../../../shared/toast';
import { useTunnelMutations, type Tunnel } from '../api/tunnels';

/** Asks before deleting a tunnel. */
export function DeleteTunnelDialog({ tunnel, onClose }: { tunnel: Tunnel; onClose: () => void }) {
  const { deleteTunnel } = useTunnelMutations();
  const toast = useToast();
  return (
    <ConfirmDialog
      title="Delete tunnel"
      message={`Are you sure you want to delete the tunnel ${tunnel.context} to ${tunnel.socketAddress}?`}
      onConfirm={() => deleteTunnel(tunnel.id).catch(toast.error)}
      onClose={onClose}
    />
  );
}
