import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useFormik } from 'formik';
import {
  ROLES,
  ROLE_LABELS,
  createUserSchema,
  isRegularGroup,
  roleDescriptions,
  roleFromGroups,
  uiTexts,
  type UserFormValues,
} from '@pro-portal/rules';
import type { Group } from '../api/groups';
import { useSaveUser } from '../api/save-user';
import type { User } from '../api/users';
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
  const text = (name: TextName, label: string, type = 'text', required = false) => {
    const touched = formik.touched[name] === true;
    return (
      <TextField
        name={name}
        label={label}
        type={type}
        required={required}
        fullWidth
        value={formik.values[name] ?? ''}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={touched && !!formik.errors[name]}
        helperText={touched ? formik.errors[name] : undefined}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
      />
    );
  };
  const role = formik.values.role ?? 'user';
  const groupsError = typeof formik.errors.groups === 'string' ? formik.errors.groups : undefined;
  const title = user
    ? `Edit user ${user.name}`
    : contextGroup
      ? `New user in ${contextGroup.name}`
      : `New user in ${environment}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-dialog-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="user-dialog-title">{title}</DialogTitle>
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
              fullWidth
            >
              {ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {ROLE_LABELS[r]}
                </MenuItem>
              ))}
            </TextField>
            {!contextGroup && (
              <TextField
                select
                name="groups"
                label="Groups"
                value={formik.values.groups ?? []}
                onChange={(e) => void formik.setFieldValue('groups', e.target.value)}
                slotProps={{ select: { multiple: true } }}
                error={!!groupsError}
                helperText={groupsError}
                fullWidth
              >
                {choices.map((g) => (
                  <MenuItem key={g.entity} value={g.entity}>
                    {g.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{uiTexts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!formik.isValid || formik.isSubmitting}>
            {uiTexts.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
