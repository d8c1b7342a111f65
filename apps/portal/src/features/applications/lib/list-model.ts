import { normalizeName } from '@pro-portal/rules';
import type { PublishingApp } from '../../../shared/portal-context';
import type { Application } from '../api/applications';

/** One card of the list: a published app, or one still publishing (no isWebUI attribute yet). */
export interface ListedApp {
  key: string;
  name: string;
  version: string;
  description: string;
  category: string;
  publishing: boolean;
  app?: Application;
}

const sameApp = (a: { name: string; version: string }, b: { name: string; version: string }) =>
  normalizeName(a.name) === normalizeName(b.name) && normalizeName(a.version) === normalizeName(b.version);

/** An app lacking the isWebUI attribute is still publishing. */
export const isPublishing = (app: Application): boolean =>
  app.attributes?.isWebUI === undefined || app.attributes?.isWebUI === null;

/** The server's apps plus the current user's PublishingApps entries the server does not list yet. */
export function mergeApps(apps: readonly Application[], publishing: readonly PublishingApp[]): ListedApp[] {
  const listed: ListedApp[] = apps.map((app) => ({
    key: `${app.name}\u0000${app.version}`,
    name: app.name,
    version: app.version,
    description: app.description ?? '',
    category: app.category ?? '',
    publishing: isPublishing(app),
    app,
  }));
  for (const entry of publishing) {
    if (listed.some((item) => sameApp(item, entry))) continue;
    listed.push({ key: `${entry.name}\u0000${entry.version}`, ...entry, publishing: true });
  }
  return listed;
}

/** PublishingApps entries the server does not list at all: published too late for this list, or failed. */
export const unlistedPublishing = (
  apps: readonly Application[],
  publishing: readonly PublishingApp[],
): PublishingApp[] => publishing.filter((entry) => !apps.some((app) => sameApp(app, entry)));

/** PublishingApps entries the server now lists as published (with their isWebUI attribute). */
export function finishedPublishing(
  apps: readonly Application[],
  publishing: readonly PublishingApp[],
): PublishingApp[] {
  return publishing.filter((entry) => apps.some((app) => sameApp(app, entry) && !isPublishing(app)));
}
