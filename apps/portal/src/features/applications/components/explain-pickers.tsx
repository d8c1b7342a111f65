import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { ChoiceSelect } from '../../../shared/components/choice-select';
import { usePortalContext } from '../../../shared/portal-context';
import { useApplications, type AppRef } from '../api/applications';
import { useAccountNames, useEnvironments } from '../../../shared/api/common-lists';
import type { ExplainSubject } from '../api/explain-access';
import { isPublishing } from '../lib/list-model';

const appLabel = (app: AppRef) => `${app.name} ${app.version}`;

/** Environment, user or group, and which one. A group admin picks only in their own environment. */
export function SubjectPicker({ onChange }: { onChange: (subject: ExplainSubject | undefined) => void }) {
  const caller = usePortalContext();
  const environments = useEnvironments();
  const [env, setEnv] = useState(caller.isAdmin ? '' : caller.environmentName);
  const [kind, setKind] = useState<ExplainSubject['kind']>('user');
  const [name, setName] = useState('');
  const accounts = useAccountNames(env || undefined, kind);
  const envNames = caller.isAdmin ? (environments.data ?? []).map((e) => e.name) : [caller.environmentName];
  const choose = (next: { env?: string; kind?: ExplainSubject['kind']; name?: string }) => {
    const value = { env, kind, name: '', ...next };
    setEnv(value.env);
    setKind(value.kind);
    setName(value.name);
    onChange(value.env && value.name ? value : undefined);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <ChoiceSelect
        size="small"
        label="Environment"
        value={env}
        options={envNames}
        onChange={(value) => choose({ env: value })}
        sx={{ minWidth: 160 }}
      />
      <TextField
        select
        size="small"
        label="Explain for"
        value={kind}
        onChange={(e) => choose({ kind: e.target.value as ExplainSubject['kind'] })}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="user">A user</MenuItem>
        <MenuItem value="group">A group</MenuItem>
      </TextField>
      <ChoiceSelect
        size="small"
        label={kind === 'user' ? 'User' : 'Group'}
        value={name}
        options={accounts.data ?? []}
        disabled={!env}
        onChange={(value) => choose({ name: value })}
        sx={{ minWidth: 160 }}
      />
    </Stack>
  );
}

/** One published app version of those the caller sees. */
export function AppPicker({ onChange }: { onChange: (app: AppRef | undefined) => void }) {
  const apps = useApplications();
  const [value, setValue] = useState('');
  const published = (apps.data ?? []).filter((a) => !isPublishing(a));
  return (
    <ChoiceSelect
      size="small"
      label="App version"
      value={value}
      options={published.map(appLabel)}
      onChange={(next) => {
        setValue(next);
        onChange(published.find((a) => appLabel(a) === next));
      }}
      sx={{ minWidth: 260 }}
    />
  );
}
