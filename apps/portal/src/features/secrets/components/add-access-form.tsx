import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useAccountNames, useEnvironments } from '../../../shared/api/common-lists';
import { ChoiceSelect } from '../../../shared/components/choice-select';
import { ACCESS_TYPES, ENTITY_TYPES, type Access, type AccessEntry, type EntityType } from '../api/access';
import type { SecretItemKind } from '../api/items';
import { secretTexts } from '../lib/secret-texts';

/** The access choices with what each allows on this kind of item ('read — lists its items'). */
export function accessOptions(kind: SecretItemKind) {
  return ACCESS_TYPES.map((access) => (
    <MenuItem key={access} value={access}>
      {`${access} — ${secretTexts.accessHints[kind][access]}`}
    </MenuItem>
  ));
}

/** Pick a group or user of an environment and the access to give it. */
export function AddAccessForm({
  kind,
  onAdd,
}: {
  kind: SecretItemKind;
  onAdd: (entry: AccessEntry) => Promise<unknown>;
}) {
  const [entityType, setEntityType] = useState<EntityType>(ENTITY_TYPES[0]!);
  const [environment, setEnvironment] = useState('');
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Access>(ACCESS_TYPES[0]!);
  const [busy, setBusy] = useState(false);
  const environments = useEnvironments().data?.map((e) => e.name) ?? [];
  const names = useAccountNames(environment || undefined, entityType).data ?? [];
  const add = async () => {
    setBusy(true);
    try {
      await onAdd({ entity_type: entityType, environment_name: environment, entity_name: name, access });
      setName('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }}>
      <ChoiceSelect
        label={secretTexts.type}
        size="small"
        value={entityType}
        options={ENTITY_TYPES}
        onChange={(value) => {
          setEntityType(value as EntityType);
          setName('');
        }}
        sx={{ minWidth: 100 }}
      />
      <ChoiceSelect
        label={secretTexts.environment}
        size="small"
        value={environment}
        options={environments}
        onChange={(value) => {
          setEnvironment(value);
          setName('');
        }}
        sx={{ minWidth: 140 }}
      />
      <ChoiceSelect
        label={secretTexts.entityName}
        size="small"
        value={name}
        options={names}
        onChange={setName}
        disabled={!environment}
        sx={{ minWidth: 160 }}
      />
      <TextField
        select
        label={secretTexts.accessType}
        size="small"
        value={access}
        onChange={(event) => setAccess(event.target.value as Access)}
        sx={{ minWidth: 120 }}
      >
        {accessOptions(kind)}
      </TextField>
      <Button variant="contained" onClick={() => void add()} disabled={!environment || !name || busy}>
        {secretTexts.add}
      </Button>
    </Stack>
  );
}
