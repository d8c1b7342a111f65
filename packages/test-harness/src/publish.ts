import type { ProClient } from '@pro-portal/sdk';
import { waitFor } from './wait-for';

/** The AIMMS version apps are published with unless a test names another (a release the sandbox lists). */
export const RELEASE_VERSION = '25.3.1.2-linux64-x64-vc143';

export interface PublishOptions {
  name: string;
  version: string;
  behavior?: 0 | 1 | 2;
  old?: { name: string; version: string };
  fileName?: string;
  content?: string;
  category?: string;
  description?: string;
  icon?: File;
  isWebUI?: 'true' | 'false';
  aimmsVersionId?: string;
}

/** Publishes through the SDK (multipart file, optional icon, metadata JSON); resolves to the storedId. */
export async function publish(client: ProClient, o: PublishOptions): Promise<string> {
  const metadata = {
    name: o.name,
    description: o.description ?? `${o.name} for tests`,
    projectVersion: o.version,
    projectCategory: o.category ?? '',
    aimmsVersionId: o.aimmsVersionId ?? RELEASE_VERSION,
    publishBehavior: o.behavior ?? 0,
    oldProjectName: o.old?.name,
    oldProjectVersion: o.old?.version,
    attributes: o.isWebUI ? { isWebUI: o.isWebUI } : {},
  };
  const file = new File(
    [o.content ?? 'project with WebUI/webui.json'],
    o.fileName ?? `${o.name.replace(/\W+/g, '-')}.aimmspack`,
  );
  const answer = await client.main.applications.publishApplication({
    file,
    metadata: JSON.stringify(metadata),
    icon: o.icon,
  });
  return answer.data.storedId;
}

/** Waits until an app has finished publishing (has isWebUI) and returns it. */
export async function published(client: ProClient, name: string, version: string) {
  return waitFor(
    async () => {
      const app = await client.main.applications.getApplication({ projectName: name, projectVersion: version });
      return app.attributes.isWebUI ? app : undefined;
    },
    30_000,
    `${name} ${version} to be published`,
  );
}

/** Publishes and waits for the end of publishing. */
export async function publishAndWait(client: ProClient, o: PublishOptions) {
  await publish(client, o);
  return published(client, o.name, o.version);
}
