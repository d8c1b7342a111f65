import { Button, DialogActions, DialogContent, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { useFormik } from 'formik';
import {
  ROLES,
  ROLE_LABELS,
  assignRoleError,
  createUserSchema,
  isRegularGroup,
  permissionMessages,
  roleFromGroups,
  type Role,
  type UserFormValues,
} from '@pro-portal/rules';
import { roleDescriptions } from '../lib/role-descriptions';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { usePortalContext } from '../../../shared/portal-context';
import { SubmitButton, firstError } from '../../../shared/components/submit-button';
import { shown } from '../../../shared/form-errors';
import { FormikDialog } from '../../../shared/components/formik-dialog';
import { FormikTextField } from '../../../shared/components/formik-text-field';
import { menuOptions } from '../../../shared/components/menu-options';
import type { Group } from '../api/groups';
import { useSaveUser } from '../api/save-user';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import type { User } from '../api/users';
import { saveUserCalls } from '../api/save-user-calls';
import { regularGroups } from '../lib/groups';

interface UserDialogProps {
  environment: string;
  groups: Group[];
  users: User[];
  /** The user to edit; a new user when absent. */
  user?: User;
  /** Creating inside this group: the user joins it and needs no other. */
  contextGroup?: Group;
  onClose: () => void;
}

type TextName = 'username' | 'fullname' | 'email' | 'password' | 'confirmPassword';

/** Create or edit a user: details, password, global role and (outside a group) groups. */
export function UserDialog({ environment, groups, users, user, contextGroup, onClose }: UserDialogProps) {
  const caller = usePortalContext();
  const save = useSaveUser(environment);
  const choices = regularGroups(groups);
  const formik = useFormik<UserFormValues>({
    initialValues: {
      username: user?.name ?? '',
      fullname: user?.description ?? '',
      email: user?.email ?? '',
      password: '',
      confirmPassword: '',
      role: user ? roleFromGroups(user.groups) : 'user',
      groups: user ? user.groups.filter(isRegularGroup) : [],
    },
    validationSchema: createUserSchema({
      mode: user ? 'edit' : 'create',
      existingUsernames: users.map((u) => u.name),
      currentUsername: user?.name,
      inGroupContext: contextGroup !== undefined,
    }),
    validateOnMount: true,
    onSubmit: async (values) => {
      if (await save(values, { user, contextGroup, groups })) onClose();
    },
  });
  const text = (name: TextName, label: string, type = 'text', required = false) => (
    <FormikTextField
      name={name}
      label={label}
      type={type}
      required={required}
      fullWidth
      showError="submitted"
      touchOnChange
      autoComplete={type === 'password' ? 'new-password' : 'off'}
    />
  );
  const role = formik.values.role ?? 'user';
  const groupsProblem = typeof formik.errors.groups === 'string' ? formik.errors.groups : undefined;
  // Red once touched; before, the same words as a plain hint, so that a disabled Save never goes unexplained.
  const groupsError = groupsProblem && shown(formik.touched.groups, formik.submitCount) ? groupsProblem : undefined;
  const title = user
    ? `Edit user ${user.name}`
    : contextGroup
      ? `New user in ${contextGroup.name}`
      : `New user in ${environment}`;
  return (
    <FormikDialog formik={formik} titleId="user-dialog-title" title={title} maxWidth="sm" onClose={onClose}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {text('username', 'Username', 'text', !user)}
          {text('fullname', 'Full name')}
          {text('email', 'Email')}
          {text('password', user ? 'New password' : 'Password', 'password', !user)}
          {text('confirmPassword', 'Confirm password', 'password', !user)}
          <TextField
            select
            name="role"
            label="Global role"
            value={role}
            onChange={formik.handleChange}
            helperText={roleDescriptions[role]}
            slotProps={{ select: { renderValue: (value) => ROLE_LABELS[value as Role] } }}
            fullWidth
          >
            {ROLES.map((r) => {
              const reason = assignRoleError(caller, user?.groups ?? [], r);
              // Only the Administrator rule applies here: the groups are still being chosen.
              const blocked = reason === permissionMessages.administratorRoleAdminsOnly ? reason : null;
              return (
                <MenuItem key={r} value={r} disabled={blocked !== null}>
                  <ListItemText
                    primary={ROLE_LABELS[r]}
                    secondary={blocked}
                    slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
                  />
                </MenuItem>
              );
            })}
          </TextField>
          {!contextGroup && (
            <TextField
              select
              name="groups"
              label="Groups"
              value={formik.values.groups ?? []}
              onChange={(e) => {
                void formik.setFieldValue('groups', e.target.value);
                void formik.setFieldTouched('groups', true, false);
              }}
              onBlur={() => void formik.setFieldTouched('groups', true)}
              slotProps={{ select: { multiple: true } }}
              required={role === 'user'}
              error={!!groupsError}
              helperText={groupsProblem}
              fullWidth
            >
              {menuOptions(
                choices,
                (g) => g.entity,
                (g) => g.name,
              )}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <ShowApiCallButton call={() => saveUserCalls(environment, formik.values, { user, contextGroup, groups })} />
        <Button onClick={onClose}>{uiTexts.cancel}</Button>
        <SubmitButton reason={firstError(formik.errors)} busy={formik.isSubmitting}>
          {uiTexts.save}
        </SubmitButton>
      </DialogActions>
    </FormikDialog>
  );
}
