import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { HistoryRouterProps } from 'react-router';

/** The history object the portal's router navigates with (browser or memory, the same interface). */
type History = HistoryRouterProps['history'];

/** Asked when someone leaves while a guard is set: call `leave` to go on, or nothing to stay. */
type AskToLeave = (leave: () => void) => void;

/** A history whose navigations ask the guard set on it (one at a time) before they happen. */
export interface GuardedHistory extends History {
  /** Sets the guard until the returned function is called. */
  guard(ask: AskToLeave): () => void;
}

/**
 * Wraps a history so that, while a guard is set, every navigation asks it first: the portal's links
 * and navigate() (push, replace) wait for its answer, and Back or Forward (a pop the browser already
 * made) is undone at once and made again only if the guard lets it go.
 */
export function guardHistory(history: History): GuardedHistory {
  let ask: AskToLeave | null = null;
  // The pop that undoes a blocked one is not shown; the pop a guard let go is not asked again.
  let ignoreNextPop = false;
  let passNextPop = false;
  const guarded: GuardedHistory = Object.create(history);
  guarded.push = (to, state) => (ask ? ask(() => history.push(to, state)) : history.push(to, state));
  guarded.replace = (to, state) => (ask ? ask(() => history.replace(to, state)) : history.replace(to, state));
  guarded.listen = (listener) =>
    history.listen((update) => {
      if (ignoreNextPop) {
        ignoreNextPop = false;
        return;
      }
      const { delta } = update;
      if (update.action === 'POP' && ask && !passNextPop && delta) {
        ignoreNextPop = true;
        history.go(-delta);
        ask(() => {
          passNextPop = true;
          history.go(delta);
        });
        return;
      }
      passNextPop = false;
      listener(update);
    });
  guarded.guard = (next) => {
    ask = next;
    return () => {
      if (ask === next) ask = null;
    };
  };
  return guarded;
}

const LeaveGuardContext = createContext<GuardedHistory | null>(null);
export const LeaveGuardProvider = LeaveGuardContext.Provider;

/** A navigation held back by useLeaveBlocker until the person answers. */
export interface LeaveBlocker {
  state: 'unblocked' | 'blocked';
  proceed(): void;
  reset(): void;
}

/**
 * Holds back every navigation away while `shouldBlock()` says so (asked at the moment of leaving),
 * until `proceed` lets it go or `reset` stays.
 */
export function useLeaveBlocker(shouldBlock: () => boolean): LeaveBlocker {
  const history = useContext(LeaveGuardContext);
  const should = useRef(shouldBlock);
  useEffect(() => {
    should.current = shouldBlock;
  });
  const [held, setHeld] = useState<{ leave: () => void } | null>(null);
  useEffect(() => history?.guard((leave) => (should.current() ? setHeld({ leave }) : leave())), [history]);
  return {
    state: held ? 'blocked' : 'unblocked',
    proceed: () => {
      setHeld(null);
      held?.leave();
    },
    reset: () => setHeld(null),
  };
}
