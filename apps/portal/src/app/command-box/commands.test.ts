import { MAX_SHOWN, PER_GROUP, matchScore, parseTaskQuery, rankCommands, type Command } from './commands';

const command = (group: Command['group'], label: string, more: Partial<Command> = {}): Command => ({
  id: `${group}:${label}`,
  group,
  label,
  target: { to: `/${label}` },
  ...more,
});

const labels = (commands: Command[]) => commands.map((c) => c.label);

const COMMANDS = [
  command('Pages', 'Apps'),
  command('Pages', 'Sessions: Tasks'),
  command('Pages', 'User settings'),
  command('Actions', 'Create task', { keywords: 'new task run' }),
  command('Actions', 'Sign out', { keywords: 'logout log out' }),
  command('Apps', 'Sudoku Solver 1.0', { detail: 'Solves sudokus', keywords: 'launch Puzzles' }),
  command('Apps', 'Transport Optimizer 1.2', { detail: 'Plans deliveries' }),
  command('Users', 'alice', { detail: 'Alice Smith · Demo' }),
  command('Groups', 'Planners', { detail: 'The planners · Demo' }),
];

describe('finding commands', () => {
  it('offers only the pages and actions while nothing is typed', () => {
    expect(labels(rankCommands(COMMANDS, '  '))).toEqual([
      'Apps',
      'Sessions: Tasks',
      'User settings',
      'Create task',
      'Sign out',
    ]);
  });

  it('finds apps, users and groups by any word of their label, case-insensitively', () => {
    expect(labels(rankCommands(COMMANDS, 'sudo'))).toEqual(['Sudoku Solver 1.0']);
    expect(labels(rankCommands(COMMANDS, 'SOLVER 1'))).toEqual(['Sudoku Solver 1.0']);
    expect(labels(rankCommands(COMMANDS, 'ALI'))).toEqual(['alice']);
    expect(labels(rankCommands(COMMANDS, 'plan'))).toEqual(['Planners', 'Transport Optimizer 1.2']);
  });

  it('finds by the detail and the hidden keywords, below label matches', () => {
    expect(labels(rankCommands(COMMANDS, 'logout'))).toEqual(['Sign out']);
    expect(labels(rankCommands(COMMANDS, 'puzzles'))).toEqual(['Sudoku Solver 1.0']);
    expect(labels(rankCommands(COMMANDS, 'task'))).toEqual(['Sessions: Tasks', 'Create task']);
  });

  it('needs every typed word to be found somewhere', () => {
    expect(rankCommands(COMMANDS, 'sudoku transport')).toEqual([]);
    expect(matchScore(COMMANDS[5], 'sudoku zebra')).toBeNull();
  });

  it('ranks an exact label first, then a label that starts with the query, then word starts, then inside words', () => {
    const list = [
      command('Apps', 'Ultra Apps'),
      command('Apps', 'Snapps'),
      command('Apps', 'Apps catalogue'),
      command('Pages', 'Apps'),
    ];
    expect(labels(rankCommands(list, 'apps'))).toEqual(['Apps', 'Apps catalogue', 'Ultra Apps', 'Snapps']);
  });

  it(`keeps at most ${PER_GROUP} of a group and ${MAX_SHOWN} in all`, () => {
    const many = Array.from({ length: 20 }, (_, i) => command('Users', `user${i}`));
    expect(rankCommands(many, 'user')).toHaveLength(PER_GROUP);
    const groups = ['Pages', 'Actions', 'Apps', 'Tasks', 'Environments', 'Groups', 'Users'] as const;
    const everywhere = groups.flatMap((group) => many.map((c) => ({ ...c, id: `${group}${c.id}`, group })));
    expect(rankCommands(everywhere, 'user')).toHaveLength(MAX_SHOWN);
  });
});

describe('reading a task id from the query', () => {
  it('takes an id as the Tasks table shows it, with or without its group index or the word task', () => {
    const id = '0f8e2c1a-4b7d-4e8a-9c3f-2a1b0c9d8e7f';
    expect(parseTaskQuery(id)).toEqual({ id });
    expect(parseTaskQuery(` ${id}[2] `)).toEqual({ id, groupIndex: 2 });
    expect(parseTaskQuery(`Task ${id}`)).toEqual({ id });
    expect(parseTaskQuery('task-42')).toEqual({ id: 'task-42' });
  });

  it('does not look up words without a digit, short ones, or several words', () => {
    expect(parseTaskQuery('sudoku')).toBeNull();
    expect(parseTaskQuery('a1')).toBeNull();
    expect(parseTaskQuery('solver 1.0')).toBeNull();
    expect(parseTaskQuery('')).toBeNull();
  });
});
