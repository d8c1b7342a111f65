import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { isOtherCategory } from '@pro-portal/rules';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { CategoryEditForm } from './on-demand';

interface CategoryHeaderProps {
  name: string;
  /** The category's id; absent for 'Other' and for names no category record has. */
  categoryId?: string;
  canEdit: boolean;
  existingNames: readonly string[];
  onRename: (categoryId: string, value: string) => Promise<boolean>;
  onDelete: (categoryId: string, name: string) => void;
}

/** A category heading: display mode with Edit and Delete (admins, not 'Other'), or inline edit. */
export function CategoryHeader({ name, categoryId, canEdit, existingNames, onRename, onDelete }: CategoryHeaderProps) {
  const [editing, setEditing] = useState(false);
  const editable = canEdit && categoryId !== undefined && !isOtherCategory(name);
  if (editing && categoryId !== undefined) {
    return (
      <CategoryEditForm
        initialValue={name}
        currentName={name}
        categoryId={categoryId}
        existingNames={existingNames}
        onCancel={() => setEditing(false)}
        onSave={async (value) => {
          const saved = await onRename(categoryId, value);
          if (saved) setEditing(false);
          return saved;
        }}
      />
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="h6" component="h2">
        {name}
      </Typography>
      {editable && (
        <>
          <Button size="small" onClick={() => setEditing(true)} aria-label={`${uiTexts.edit} category ${name}`}>
            {uiTexts.edit}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => onDelete(categoryId, name)}
            aria-label={`${uiTexts.delete} category ${name}`}
          >
            {uiTexts.delete}
          </Button>
        </>
      )}
    </Stack>
  );
}
