import { useCallback, useState } from 'react';
import type { JobAction } from '@pro-portal/rules';
import { useConfirmedActions, type Question } from '../components/confirm-job-action';
import type { RowAction } from '../lib/actions';

/**
 * A jobs tab's actions, for its toolbar and its rows' menus alike: the job actions, confirmed first
 * where `ask` has a question, and Session log, which names the row whose log is to be shown.
 */
export function useRowActions<T>(
  act: (action: JobAction, rows: readonly T[]) => Promise<void>,
  ask: (action: JobAction, rows: readonly T[]) => Question | null,
) {
  const { onAction: confirmed, dialog } = useConfirmedActions(act, ask);
  const [logOf, setLogOf] = useState<T | null>(null);
  const onAction = useCallback(
    async (action: RowAction, rows: readonly T[]) => {
      if (action === 'sessionLog') setLogOf(rows[0] ?? null);
      else await confirmed(action, rows);
    },
    [confirmed],
  );
  const closeLog = useCallback(() => setLogOf(null), []);
  return { onAction, dialog, logOf, closeLog };
}
