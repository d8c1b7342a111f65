import { Formik, Form } from 'formik';
import { Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { createTunnelSchema, type TunnelFormValues } from '@pro-portal/rules';
import { DEFAULT_TUNNEL_USER_GROUPS, tunnelHints } from '../lib/tunnel-hints';
import { saveTunnelCall, useTunnelMutations, type Tunnel } from '../api/tunnels';
import { useMutation } from '../../../shared/api/use-mutation';
import { SaveActions } from '../../../shared/components/save-actions';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';

const schema = createTunnelSchema();

const FIELDS = [
  { name: 'context', label: 'URI Context Path', hint: tunnelHints.context },
  { name: 'socketAddress', label: 'Socket Address', hint: tunnelHints.socketAddress },
  { name: 'userGroups', label: 'User Groups', hint: tunnelHints.userGroups },
] as const;

/** Create a tunnel (user groups default to .*@.*) or edit one. */
export function TunnelDialog({ tunnel, onClose }: { tunnel?: Tunnel; onClose: () => void }) {
  const save = useMutation(useTunnelMutations().saveTunnel, { onSuccess: onClose });
  const initialValues: TunnelFormValues = tunnel ?? {
    context: '',
    socketAddress: '',
    userGroups: DEFAULT_TUNNEL_USER_GROUPS,
  };
  const title = tunnel ? 'Edit tunnel' : 'Create tunnel';
  return (
    <Dialog open onClose={onClose} aria-labelledby="tunnel-dialog-title" fullWidth maxWidth="sm">
      <Formik initialValues={initialValues} validationSchema={schema} validateOnMount onSubmit={save}>
        {({ values, errors, touched, handleChange, handleBlur, isValid, isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="tunnel-dialog-title">{title}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {FIELDS.map(({ name, label, hint }) => {
                  const error = touched[name] || values[name] !== initialValues[name] ? errors[name] : undefined;
                  return (
                    <TextField
                      key={name}
                      name={name}
                      label={label}
                      value={values[name]}
                      onChange={handleChange}
                      onBlur={handleBlur}
                      error={!!error}
                      helperText={error ?? hint}
                      required
                    />
                  );
                })}
              </Stack>
            </DialogContent>
            <SaveActions onCancel={onClose} disabled={!isValid || isSubmitting}>
              <ShowApiCallButton call={() => saveTunnelCall(values)} />
            </SaveActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
