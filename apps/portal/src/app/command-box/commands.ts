/** The kinds of things the command box finds, in the order their groups are listed. */
export const COMMAND_GROUPS = ['Pages', 'Actions', 'Apps', 'Tasks', 'Environments', 'Groups', 'Users'] as const;
export type CommandGroup = (typeof COMMAND_GROUPS)[number];

/** What choosing a command does: go to an address of the portal, or run an action. */
export type CommandTarget = { to: string } | { run: () => void };

export interface Command {
  /** Unique among the commands shown together. */
  id: string;
  group: CommandGroup;
  label: string;
  /** A second line (an app's description, a task's state, a user's environment). */
  detail?: string;
  /** More words it is found by, not shown. */
  keywords?: string;
  target: CommandTarget;
}

/** At most this many commands of one group are offered, and this many in all. */
export const PER_GROUP = 6;
export const MAX_SHOWN = 30;

/** With nothing typed, the box offers the pages and actions; apps, people and tasks need a word. */
const SHOWN_WITHOUT_QUERY: readonly CommandGroup[] = ['Pages', 'Actions'];

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * How well `command` answers the typed words: lower is better, null when some word is found nowhere.
 * A label equal to the query wins, then one that starts with it, then labels whose words start with
 * the typed words, then the words anywhere in the label, then in its detail or keywords.
 */
export function matchScore(command: Command, query: string): number | null {
  const typed = words(query);
  if (typed.length === 0) return 0;
  const label = command.label.toLowerCase();
  const whole = typed.join(' ');
  if (label === whole) return 0;
  if (label.startsWith(whole)) return 1;
  const labelWords = words(label);
  const rest = `${command.detail ?? ''} ${command.keywords ?? ''}`.toLowerCase();
  let score = 2;
  for (const word of typed) {
    if (labelWords.some((w) => w.startsWith(word))) continue;
    if (label.includes(word)) score = Math.max(score, 3);
    else if (rest.includes(word)) score = Math.max(score, 4);
    else return null;
  }
  return score;
}

/**
 * The commands to offer for `query`, best first: each group keeps at most PER_GROUP, ties keep the
 * groups' order and then the order the commands were given in.
 */
export function rankCommands(commands: readonly Command[], query: string): Command[] {
  const typed = query.trim() !== '';
  const scored = commands
    .map((command, index) => ({ command, index, score: matchScore(command, query) }))
    .filter(
      (entry): entry is { command: Command; index: number; score: number } =>
        entry.score !== null && (typed || SHOWN_WITHOUT_QUERY.includes(entry.command.group)),
    )
    .sort(
      (a, b) =>
        a.score - b.score ||
        COMMAND_GROUPS.indexOf(a.command.group) - COMMAND_GROUPS.indexOf(b.command.group) ||
        a.index - b.index,
    );
  const perGroup = new Map<CommandGroup, number>();
  const kept = scored.filter(({ command }) => {
    const count = perGroup.get(command.group) ?? 0;
    perGroup.set(command.group, count + 1);
    return count < PER_GROUP;
  });
  return kept.slice(0, MAX_SHOWN).map(({ command }) => command);
}

export interface TaskQuery {
  id: string;
  groupIndex?: number;
}

/**
 * A query that can be a task's id, as the Tasks table shows it (`id` or `id[groupIndex]`, optionally
 * after the word "task"): one word of letters, digits, dashes and underscores with at least one digit,
 * at least 4 characters long. Anything else is not looked up.
 */
export function parseTaskQuery(query: string): TaskQuery | null {
  const match = /^(?:task\s+)?([\w-]{4,})(?:\[(\d+)\])?$/i.exec(query.trim());
  if (!match || !/\d/.test(match[1])) return null;
  return match[2] === undefined ? { id: match[1] } : { id: match[1], groupIndex: Number(match[2]) };
}
