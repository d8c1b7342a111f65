import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import type { AppRef } from '../api/applications';
import type { ExplainSubject } from '../api/explain-access';
import { AppPicker, SubjectPicker } from './explain-pickers';
import { ExplanationView } from './explanation-view';

export type { ExplainSubject };

/** What to pick before there is something to explain: only what was not given. */
export function pickText(subject: ExplainSubject | undefined, app: AppRef | undefined): string {
  if (subject) {
    const who = subject.kind === 'user' ? subject.name : `members of group ${subject.name}`;
    return `Pick an app version to see whether ${who} can open it, and why.`;
  }
  if (app) return `Pick a user or group to see whether they can open ${app.name} ${app.version}, and why.`;
  return 'Pick a user or group and an app version to see whether they can open it, and why.';
}

/**
 * Why a user or group can or cannot open an app version. Whatever is not given (the subject in the
 * App access dialog, the app on a user's row) is picked here. Admins everywhere; group admins and
 * publishers in their own environment.
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
      {subject && app ? (
        <ExplanationView subject={subject} app={app} />
      ) : (
        <Alert severity="info">{pickText(givenSubject, givenApp)}</Alert>
      )}
    </Stack>
  );
}
