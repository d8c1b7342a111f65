import type { Caller } from '../context.js';
import type { AppRow } from './app-rows.js';

/** The app and user columns a new session, task or launch records: which app runs for whom. */
export const jobOwner = (app: Pick<AppRow, 'id' | 'name' | 'version'>, caller: Caller) => ({
  app_id: app.id,
  app_name: app.name,
  app_version: app.version,
  user_id: caller.userId,
  user_name: caller.username,
});
