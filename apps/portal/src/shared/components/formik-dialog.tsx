import type { ReactNode } from 'react';
import { Dialog, DialogTitle, type DialogProps } from '@mui/material';
import { FormikProvider, type FormikContextType } from 'formik';

interface FormikDialogProps<V> {
  /** The form, from useFormik; the fields inside reach it by name (FormikTextField). */
  formik: FormikContextType<V>;
  /** The title element's id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  onClose: () => void;
  /** The dialog's content and actions, inside the form. */
  children: ReactNode;
}

/**
 * A dialog that is one formik form: its title, then `children`, submitted by a submit button inside.
 * @example <FormikDialog formik={formik} titleId="t" title="New group" maxWidth="xs" onClose={close}>…</FormikDialog>
 */
export function FormikDialog<V>({ formik, titleId, title, maxWidth, onClose, children }: FormikDialogProps<V>) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <FormikProvider value={formik}>
        <form onSubmit={formik.handleSubmit} noValidate>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          {children}
        </form>
      </FormikProvider>
    </Dialog>
  );
}
