import { useCallback, useRef, useState, type ReactNode } from 'react';
import { formatDuration, type JobAction } from '@pro-portal/rules';
import { uiTexts } from '../../../shared/texts/ui-texts';
import type { ApiCall } from '../../../shared/api/api-call';
import { lazyComponent } from '../../../shared/components/lazy-component';
import { taskActionCall } from '../api/job-actions';
import type { Session, Task } from '../api/use-job-lists';
import type { ConfirmJobDialogProps } from './confirm-job-dialog';

/** The confirmation's dialog loads when a first action asks for it. */
const ConfirmJobDialog = lazyComponent<ConfirmJobDialogProps>(
  async () => (await import(/* webpackChunkName: "confirm-job" */ './confirm-job-dialog')).ConfirmJobDialog,
);

type Act<T> = (action: JobAction, rows: readonly T[]) => Promise<void>;

/** What a confirmation asks: its title, question, confirming button and an optional warning. */
export interface Question {
  title: string;
  message: string;
  confirm: string;
  warning?: string;
  /** The calls the action sends, for "Show API call"; absent where the action is not shown as calls. */
  calls?: ApiCall[];
}

const these = (n: number, noun: string) => (n === 1 ? `this ${noun}` : `these ${n} ${noun}s`);

/** Terminating and deleting sessions cannot be undone. */
export function sessionQuestion(action: JobAction, sessions: readonly Session[]): Question | null {
  const n = sessions.length;
  const ids = sessions.map((s) => s.id).join(', ');
  if (action === 'terminate')
    return {
      title: n === 1 ? 'Terminate session' : `Terminate ${n} sessions`,
      message: `Terminate ${these(n, 'session')} (${ids})? A terminated session cannot be resumed.`,
      confirm: 'Terminate',
    };
  if (action === 'delete')
    return {
      title: n === 1 ? 'Delete session' : `Delete ${n} sessions`,
      message: `Delete ${these(n, 'session')} (${ids})? This cannot be undone.`,
      confirm: uiTexts.delete,
    };
  return null;
}

/**
 * A repeating task queues its next run only when the one before starts: deleting its queued run
 * stops the repetition for good.
 */
const stopsRepetition = (task: Task) => task.state === 'queued' && Boolean(task.scheduleInterval);

/** Deleting and interrupting tasks cannot be undone; deleting a repeating task's queued run ends the repetition. */
export function taskQuestion(action: JobAction, tasks: readonly Task[]): Question | null {
  const n = tasks.length;
  const ids = tasks.map((t) => `${t.id}[${t.groupIndex}]`).join(', ');
  if (action === 'delete') {
    const repeating = tasks.filter(stopsRepetition);
    return {
      title: n === 1 ? 'Delete task' : `Delete ${n} tasks`,
      message: `Delete ${these(n, 'task')} (${ids}) with its request and response data? This cannot be undone.`,
      confirm: uiTexts.delete,
      calls: tasks.map((t) => taskActionCall(action, t)),
      warning:
        repeating.length > 0
          ? `${repeating.map((t) => `${t.id}[${t.groupIndex}] repeats every ${formatDuration(t.scheduleInterval)}`).join('; ')}. ` +
            `This is its next run: deleting it stops the repetition, and no further run will be scheduled.`
          : undefined,
    };
  }
  if (action === 'interruptSolve')
    return {
      title: n === 1 ? 'Interrupt solve' : `Interrupt solve of ${n} tasks`,
      message: `Interrupt the solve of ${these(n, 'task')} (${ids})? It completes with the result found so far.`,
      confirm: 'Interrupt solve',
      calls: tasks.map((t) => taskActionCall(action, t)),
    };
  if (action === 'interruptExecution')
    return {
      title: n === 1 ? 'Interrupt execution' : `Interrupt execution of ${n} tasks`,
      message: `Interrupt the execution of ${these(n, 'task')} (${ids})? It stops at once and ends as failed.`,
      confirm: 'Interrupt execution',
      calls: tasks.map((t) => taskActionCall(action, t)),
    };
  return null;
}

/**
 * Wraps a list's actions so that those `ask` has a question for are confirmed first. Returns the
 * wrapped action and the dialog to render.
 */
export function useConfirmedActions<T>(
  act: Act<T>,
  ask: (action: JobAction, rows: readonly T[]) => Question | null,
): { onAction: Act<T>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ question: Question; answer: (yes: boolean) => void } | null>(null);
  const actRef = useRef(act);
  actRef.current = act;
  const askRef = useRef(ask);
  askRef.current = ask;
  const onAction = useCallback<Act<T>>(async (action, rows) => {
    const question = askRef.current(action, rows);
    if (!question) return actRef.current(action, rows);
    const confirmed = await new Promise<boolean>((answer) => setPending({ question, answer }));
    setPending(null);
    if (confirmed) await actRef.current(action, rows);
  }, []);
  const dialog = pending && <ConfirmJobDialog question={pending.question} onAnswer={pending.answer} />;
  return { onAction, dialog };
}
