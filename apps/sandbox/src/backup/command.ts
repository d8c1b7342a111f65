import path from 'node:path';
import { BackupError } from './format.js';

/**
 * The file named on the command line. npm runs a workspace's scripts in the workspace's folder, so a
 * relative name is taken from where npm was started (INIT_CWD), as the person typing it meant.
 */
export function fileArgument(command: 'backup' | 'restore'): string {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0 || file.startsWith('-')) throw new BackupError(`Usage: npm run ${command} -- FILE`);
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** Runs a command: a failure is one line on stderr and exit code 1, never a stack trace. */
export async function runCommand(name: string, run: () => Promise<string>): Promise<void> {
  try {
    console.log(await run());
  } catch (err) {
    const message = err instanceof Error ? err.message || (err as NodeJS.ErrnoException).code || err.name : String(err);
    console.error(`${name}: ${err instanceof BackupError ? message : `failed: ${message.split('\n')[0]}`}`);
    process.exitCode = 1;
  }
}
