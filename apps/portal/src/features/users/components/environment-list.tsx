import { Box, Button, Chip, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Environment } from '../api/environments';
import type { User } from '../api/users';
import { environmentBadges } from '../lib/environments';
import { EnvironmentMenu } from './environment-menu';

interface EnvironmentListProps {
  environments: Environment[];
  /** The account's users, once read. */
  users: readonly User[] | undefined;
  selected: string | null;
  onSelect: (name: string) => void;
  onCreate: () => void;
  onEdit: (environment: Environment) => void;
  onDeleted: (name: string, remaining: Environment[] | undefined) => void;
}

/** The environments with name, description and badges; selecting one shows its groups and users. */
export function EnvironmentList({
  environments,
  users,
  selected,
  onSelect,
  onCreate,
  onEdit,
  onDeleted,
}: EnvironmentListProps) {
  return (
    <Box component="section" aria-labelledby="environments-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="environments-heading" variant="h6" component="h2">
          Environments
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={onCreate}>
          New environment
        </Button>
      </Stack>
      <List aria-label="Environments">
        {environments.map((env) => (
          <ListItem
            key={env.name}
            disablePadding
            secondaryAction={
              <EnvironmentMenu
                environment={env}
                userGroups={(users ?? []).filter((u) => u.environment.name === env.name).map((u) => u.groups)}
                onEdit={onEdit}
                onDeleted={onDeleted}
              />
            }
          >
            <ListItemButton
              selected={env.name === selected}
              onClick={() => onSelect(env.name)}
              aria-current={env.name === selected ? 'true' : undefined}
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{env.name}</span>
                    {environmentBadges(env).map((badge) => (
                      <Chip
                        key={badge}
                        label={badge}
                        size="small"
                        color={badge === 'Default' ? 'primary' : 'default'}
                      />
                    ))}
                  </Stack>
                }
                secondary={env.description}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
