import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useFormik } from 'formik';
import { createGroupSchema, type GroupFormValues } from '@pro-portal/rules';
import { useToast } from '../../../shared/toast';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { saveGroupCall, useGroupMutations, type Group } from '../api/groups';
import { SaveActions } from '../../../shared/components/save-actions';

interface GroupDialogProps {
  environment: string;
  groups: Group[];
  /** The group to rename; a new group when absent. */
  group?: Group;
  onClose: () => void;
}

/** Create or rename a group of the environment. */
export function GroupDialog({ environment, groups, group, onClose }: GroupDialogProps) {
  const toast = useToast();
  const { createGroup, renameGroup } = useGroupMutations(environment);
  const formik = useFormik<GroupFormValues>({
    initialValues: { groupname: group?.name ?? '' },
    validationSchema: createGroupSchema({ existingNames: groups.map((g) => g.name), currentName: group?.name }),
    validateOnMount: true,
    onSubmit: async ({ groupname }) => {
      try {
        if (group) await renameGroup(group.name, groupname);
        else await createGroup(groupname);
        onClose();
      } catch (err) {
        toast.error(err);
      }
    },
  });
  const touched = formik.touched.groupname === true;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="group-dialog-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="group-dialog-title">
          {group ? `Rename group ${group.name}` : `New group in ${environment}`}
        </DialogTitle>
        <DialogContent>
          <TextField
            name="groupname"
            label="Group name"
            required
            fullWidth
            margin="dense"
            value={formik.values.groupname}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={touched && !!formik.errors.groupname}
            helperText={touched ? formik.errors.groupname : undefined}
          />
        </DialogContent>
        <SaveActions onCancel={onClose} disabled={!formik.isValid || formik.isSubmitting}>
          <ShowApiCallButton call={() => saveGroupCall(environment, formik.values.groupname, group?.name)} />
        </SaveActions>
      </form>
    </Dialog>
  );
}
