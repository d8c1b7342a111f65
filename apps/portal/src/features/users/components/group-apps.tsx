import { useState } from 'react';
import { Typography } from '@mui/material';
import { grantGroupCall, useAccessMutations, useApplications, useAppsByGroup } from '../api/app-access';
import type { Group } from '../api/groups';
import { GrantRow } from '../../../shared/components/grant-row';
import { RemovableList } from '../../../shared/components/removable-list';
import { useMutation } from '../../../shared/api/use-mutation';

interface GroupAppsProps {
  environment: string;
  group: Group;
}

const appLabel = (name: string, version: string) => `${name} ${version}`;

/** The apps the group has access to, each removable unless not deletable, and a way to add one. */
export function GroupApps({ environment, group }: GroupAppsProps) {
  const access = useAppsByGroup(environment, group.name);
  const apps = useApplications();
  const { grantGroup, revokeGroup } = useAccessMutations();
  const [choice, setChoice] = useState('');
  const applied = new Set((access.data ?? []).map((e) => appLabel(e.app_name, e.app_version)));
  const candidates = (apps.data ?? []).filter((a) => !applied.has(appLabel(a.name, a.version)));

  const chosen = candidates.find((a) => appLabel(a.name, a.version) === choice);
  const grant = useMutation(grantGroup, { onSuccess: () => setChoice('') });
  const revoke = useMutation(revokeGroup);
  return (
    <section aria-label={`App access of ${group.name}`}>
      <Typography variant="subtitle2" component="h3">
        App access
      </Typography>
      <RemovableList
        label="app access"
        listLabel={`Apps of ${group.name}`}
        items={access.data}
        error={access.error}
        emptyText="This group has no app access."
        onRetry={() => void access.mutate()}
        itemKey={(entry) => appLabel(entry.app_name, entry.app_version)}
        primary={(entry) => appLabel(entry.app_name, entry.app_version)}
        removeLabel={(entry) => `Remove access to ${appLabel(entry.app_name, entry.app_version)}`}
        removable={(entry) => entry.deletable}
        onRemove={(entry) => void revoke(entry)}
      />
      <GrantRow
        small
        label="App"
        options={candidates.map((a) => appLabel(a.name, a.version))}
        value={choice}
        onChange={setChoice}
        action="Give access"
        onGrant={() => void (chosen && grant(environment, group.name, chosen))}
        call={chosen && (() => grantGroupCall(environment, group.name, chosen))}
      />
    </section>
  );
}
