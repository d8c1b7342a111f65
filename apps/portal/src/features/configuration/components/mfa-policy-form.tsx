import { useState } from 'react';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { MfaPolicy, updateMfaPolicyCall, useUpdateMfaPolicy } from '../api/mfa-policy';
import { MFA_POLICY_TEXTS } from '../lib/mfa-policy-texts';

const POLICIES = [MfaPolicy.Optional, MfaPolicy.Required] as const;

const isPolicy = (value: string): value is MfaPolicy => (POLICIES as readonly string[]).includes(value);

/** Optional or required for everyone; users of linked (SAML) environments are not affected. */
export function MfaPolicyForm({ policy }: { policy: MfaPolicy }) {
  const [chosen, setChosen] = useState<MfaPolicy>(policy);
  const update = useUpdateMfaPolicy();
  const toast = useToast();
  const save = useMutation(() => update(chosen), {
    onSuccess: () => toast.success(MFA_POLICY_TEXTS.saved),
    errorToast: { prefix: MFA_POLICY_TEXTS.failed },
  });
  const [saving, setSaving] = useState(false);
  return (
    <Stack
      component="form"
      aria-label="MFA policy"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void save().finally(() => setSaving(false));
      }}
    >
      <FormControl>
        <FormLabel id="mfa-policy-label">{MFA_POLICY_TEXTS.label}</FormLabel>
        <RadioGroup
          aria-labelledby="mfa-policy-label"
          aria-describedby="mfa-policy-hint"
          name="mfaPolicy"
          value={chosen}
          onChange={(event) => isPolicy(event.target.value) && setChosen(event.target.value)}
        >
          {POLICIES.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={MFA_POLICY_TEXTS[value]} />
          ))}
        </RadioGroup>
        <FormHelperText id="mfa-policy-hint" sx={{ mx: 0 }}>
          {chosen === MfaPolicy.Required ? MFA_POLICY_TEXTS.requiredHint : MFA_POLICY_TEXTS.optionalHint}
        </FormHelperText>
      </FormControl>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={chosen === policy || saving}>
          {MFA_POLICY_TEXTS.save}
        </Button>
        <ShowApiCallButton call={() => updateMfaPolicyCall(chosen)} />
      </Stack>
    </Stack>
  );
}
