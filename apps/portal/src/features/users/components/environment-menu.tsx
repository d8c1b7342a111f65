import { useState } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { deleteEnvironmentError, environmentChangeError } from '@pro-portal/rules';
import { usePortalContext } from '../../../shared/portal-context';
import { errorMessages } from '../../../shared/texts/error-messages';
import { successMessages } from '../../../shared/texts/success-messages';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import { useEnvironmentMutations, type Environment } from '../api/environments';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { RefusableMenuItem } from './refusable-menu-item';

interface EnvironmentMenuProps {
  environment: Environment;
  /** The group lists of the environment's users, once read: one holding an administrator is deleted by administrators only. */
  userGroups: readonly (readonly number[])[];
  onEdit: (environment: Environment) => void;
  /** Called with the list after deletion. */
  onDeleted: (name: string, remaining: Environment[] | undefined) => void;
}

/** Edit, Make default and Delete; the root environment can only be made default. */
export function EnvironmentMenu({ environment, userGroups, onEdit, onDeleted }: EnvironmentMenuProps) {
  const toast = useToast();
  const { makeDefault, deleteEnvironment } = useEnvironmentMutations();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { name } = environment;
  const editRefusal = environmentChangeError(name);
  const deleteRefusal = deleteEnvironmentError(usePortalContext(), name, userGroups);
  const close = () => setAnchor(null);

  const topic = `default-environment-${name}`;
  const makeItDefault = useMutation(makeDefault, {
    onSuccess: () => toast.success(successMessages.environmentMadeDefault(name), { topic }),
    errorToast: { prefix: errorMessages.setDefaultEnvironment(name), topic },
  });
  const remove = useMutation(deleteEnvironment, {
    onSuccess: (remaining) => {
      toast.success(successMessages.environmentDeleted(name));
      onDeleted(name, remaining);
    },
    errorToast: { prefix: errorMessages.deleteEnvironment(name) },
  });
  const setDefault = () => {
    close();
    void makeItDefault(name);
  };
  return (
    <>
      <IconButton edge="end" aria-label={`Actions for environment ${name}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <RefusableMenuItem label="Edit" reason={editRefusal} onClick={() => (close(), onEdit(environment))} />
        <MenuItem disabled={environment.isDefault} onClick={setDefault}>
          Make default
        </MenuItem>
        <RefusableMenuItem label="Delete" reason={deleteRefusal} onClick={() => (close(), setConfirming(true))} />
      </Menu>
      {confirming && (
        <ConfirmDialog
          title="Delete environment"
          message={`Are you sure you want to delete environment ${name}? Its groups and users are deleted with it.`}
          onConfirm={() => remove(name)}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
