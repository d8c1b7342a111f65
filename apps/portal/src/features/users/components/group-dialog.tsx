import { DialogContent } from '@mui/material';
import { useFormik } from 'formik';
import { createGroupSchema, type GroupFormValues } from '@pro-portal/rules';
import { useMutation } from '../../../shared/api/use-mutation';
import { FormikDialog } from '../../../shared/components/formik-dialog';
import { FormikTextField } from '../../../shared/components/formik-text-field';
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
  const { createGroup, renameGroup } = useGroupMutations(environment);
  const save = useMutation(
    ({ groupname }: GroupFormValues) => (group ? renameGroup(group.name, groupname) : createGroup(groupname)),
    { onSuccess: onClose },
  );
  const formik = useFormik<GroupFormValues>({
    initialValues: { groupname: group?.name ?? '' },
    validationSchema: createGroupSchema({ existingNames: groups.map((g) => g.name), currentName: group?.name }),
    validateOnMount: true,
    onSubmit: save,
  });
  return (
    <FormikDialog
      formik={formik}
      titleId="group-dialog-title"
      title={group ? `Rename group ${group.name}` : `New group in ${environment}`}
      maxWidth="xs"
      onClose={onClose}
    >
      <DialogContent>
        <FormikTextField name="groupname" label="Group name" required fullWidth margin="dense" />
      </DialogContent>
      <SaveActions onCancel={onClose} disabled={!formik.isValid || formik.isSubmitting}>
        <ShowApiCallButton call={() => saveGroupCall(environment, formik.values.groupname, group?.name)} />
      </SaveActions>
    </FormikDialog>
  );
}
