import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { uiTexts } from '@pro-portal/rules';
import { useToast } from '../../../shared/toast';
import { useTunnelMutations, type Tunnel } from '../api/tunnels';

/** Asks before deleting a tunnel. */
export function DeleteTunnelDialog({ tunnel, onClose }: { tunnel: Tunnel; onClose: () => void }) {
  const { deleteTunnel } = useTunnelMutations();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteTunnel(tunnel.id);
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-tunnel-title">
      <DialogTitle id="delete-tunnel-title">Delete tunnel</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Are you sure you want to delete the tunnel {tunnel.context} to {tunnel.socketAddress}?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {uiTexts.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {uiTexts.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
