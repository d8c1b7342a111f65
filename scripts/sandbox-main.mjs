// The sandbox's runnable file, as its package names it (`main`), which its build writes.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const sandboxDir = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/sandbox');

/** `main` as written in apps/sandbox/package.json (relative to that folder). */
export const SANDBOX_MAIN = JSON.parse(readFileSync(join(sandboxDir, 'package.json'), 'utf8')).main;
/** The absolute path of that file. */
export const SANDBOX_MAIN_PATH = join(sandboxDir, SANDBOX_MAIN);
