import { Button, Stack } from '@mui/material';
import type { ApiCall } from '../api/api-call';
import { ChoiceSelect } from './choice-select';
import { ShowApiCallButton } from './show-api-call';

interface GrantRowProps {
  /** The select's label. */
  label: string;
  /** What can still be given access, as the select shows it. */
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** The button's text. */
  action: string;
  onGrant: () => void;
  /** The call the button would send for the chosen option, if one is chosen. */
  call?: () => ApiCall;
  /** Small controls, for a row inside a panel. */
  small?: boolean;
}

/** Choose one option and give it access: a select, the button, and "Show API call" once chosen. */
export function GrantRow({ label, options, value, onChange, action, onGrant, call, small }: GrantRowProps) {
  const size = small ? 'small' : 'medium';
  return (
    <Stack direction="row" spacing={1} sx={small ? { my: 1, alignItems: 'center' } : undefined}>
      <ChoiceSelect
        size="small"
        label={label}
        value={value}
        options={options}
        onChange={onChange}
        sx={{ minWidth: small ? 240 : 260 }}
        disabled={small && options.length === 0}
      />
      <Button size={size} variant={small ? 'text' : 'contained'} onClick={onGrant} disabled={!value}>
        {action}
      </Button>
      {call && <ShowApiCallButton size={small ? 'small' : undefined} call={call} />}
    </Stack>
  );
}
