import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import type { AppRef } from '../api/applications';
import type { ExplainSubject } from '../api/explain-access';
import { AppPicker, SubjectPicker } from './explain-pickers';
import { ExplanationView } from './explanation-view';

export type { ExplainSubject };
export const PICK_TEXT = 'Pick a user or group and an app version to see whether they can open it, and why.';

/**
 * Why a user or group can or cannot open an app version. Whatever is not given (the subject in the
 * App access dialog, the app on a user's row) is picked here. Admins and group admins only.
 */
export function AccessExplainer({ subject: givenSubject, app: givenApp }: { subject?: ExplainSubject; app?: AppRef }) {
  const [pickedSubject, setSubject] = useState<ExplainSubject>();
  const [pickedApp, setApp] = useState<AppRef>();
  const subject = givenSubject ?? pickedSubject;
  const app = givenApp ?? pickedApp;
  return (
    <Stack spacing={2}>
      {!givenSubject && <SubjectPicker onChange={setSubject} />}
      {!givenApp && <AppPicker onChange={setApp} />}
      {subject && app ? <ExplanationView subject={subject} app={app} /> : <Alert severity="info">{PICK_TEXT}</Alert>}
    </Stack>
  );
}
