import { screen, within } from '@testing-library/react';
import { configure } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';
import { apiError } from '../../../testing/mock-api';
import { app, appRoutes } from '../testing/fixtures';
import { zetaGrant } from '../testing/queries';
import type { SignedInUser } from '../../../shared/portal-context';

jest.setTimeout(40000);
configure({ asyncUtilTimeout: 5000 });

const APPS = [app({ name: 'Zeta', version: '1.9' })];
const subject = {
  entity: 16777221,
  entity_enc: 'user:Demo/bob',
  entity_name: 'bob',
  type: 'user' as const,
  env_name: 'Demo',
};
const denied = {
  subject,
  app_name: 'Zeta',
  app_version: '1.9',
  allowed: false,
  paths: [],
  suggestions: [
    {
      action: 'grantGroupAccess' as const,
      env_name: 'Demo',
      group_name: 'Analysts',
      text: 'Give group Analysts access.',
    },
    {
      action: 'addUserToGroup' as const,
      env_name: 'Demo',
      group_name: 'Planners',
      user_name: 'bob',
      text: 'Add bob to group Planners, which has access.',
    },
  ],
};
const granted = {
  ...denied,
  allowed: true,
  suggestions: [],
  paths: [
    {
      kind: 'group' as const,
      entity: 513,
      entity_name: 'Analysts',
      env_name: 'Demo',
      text: 'bob is a member of group Analysts, which has access.',
    },
  ],
};

function setup(extra: HttpHandler[] = [], user: Partial<SignedInUser> = { isAdmin: true }) {
  let analysts = false;
  const events = userEvent.setup();
  const rendered = renderApp({
    path: '/applications',
    user,
    routes: appRoutes(APPS, [
      ...extra,
      mockOperation('main', 'listGroupsByApp', { status: 200, body: { app_access_list: [] } }),
      mockOperation('main', 'listUsersByApp', { status: 200, body: { app_access_list: [] } }),
      mockOperation('main', 'listEnvironments', {
        status: 200,
        body: {
          environments: [
            { id: 1, name: 'Demo', description: '', isDefault: true, samlMetadataUrl: null, domain: null },
          ],
        },
      }),
      mockOperation('main', 'listUsers', ({ params }) =>
        params.environmentName === 'Demo'
          ? {
              status: 200,
              body: {
                entities: [
                  {
                    name: 'bob',
                    description: '',
                    email: '',
                    environment: { id: 1, name: 'Demo', samlMetadataUrl: null },
                    groups: [],
                    entity: 5,
                  },
                ],
              },
            }
          : undefined,
      ),
      mockOperation('main', 'explainAppAccess', () => ({ status: 200, body: analysts ? granted : denied })),
      mockOperation('main', 'getGroup', ({ params }) =>
        params.environmentName === 'Demo' && params.groupName === 'Analysts'
          ? {
              status: 200,
              body: {
                name: 'Analysts',
                description: '',
                entity: 513,
                environment: 'Demo',
                max_users: 10,
                curr_users: 3,
                isDefault: false,
                groups: [],
              },
            }
          : undefined,
      ),
      mockOperation('main', 'listAppsByGroup', { status: 200, body: { app_access_list: [] } }),
      mockOperation('main', 'grantGroupAppAccess', ({ body }) => {
        analysts = true;
        return {
          status: 201,
          body: {
            entity_name: body.groupName,
            env_name: body.envName,
            entity_enc: `group:${body.envName}/${body.groupName}`,
            entity: 513,
            app_id: 1,
            app_name: body.appName,
            app_version: body.appVersion,
            applied: true,
            deletable: true,
          },
        };
      }),
    ]),
  });
  return { user: events, ...rendered };
}

async function openExplain(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'More actions for Zeta 1.9' }));
  await user.click(await screen.findByRole('menuitem', { name: 'App access' }));
  const dialog = await screen.findByRole('dialog', { name: 'App access: Zeta 1.9' });
  await user.click(within(dialog).getByRole('tab', { name: 'Explain' }));
  return dialog;
}

async function choose(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the access explainer in the App access dialog', () => {
  it('shows what would grant access, does it once confirmed and shows the granting path', async () => {
    const { user, calls } = setup();
    const dialog = await openExplain(user);
    expect(
      within(dialog).getByText('Pick a user or group to see whether they can open Zeta 1.9, and why.'),
    ).toBeInTheDocument();
    await choose(user, dialog, 'Environment', 'Demo');
    await choose(user, dialog, 'User', 'bob');
    expect(await within(dialog).findByText('bob cannot open Zeta 1.9.')).toBeInTheDocument();
    const explain = calls.find((c) => c.path.endsWith('/app_access/explain'));
    expect(explain).toBeDefined();
    const fixes = within(dialog).getByRole('list', { name: 'What would grant access' });
    await user.click(within(fixes).getByRole('button', { name: 'Give group Analysts access.' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give group Analysts access?' });
    expect(
      await within(confirm).findByText(
        'This affects 3 users of group Analysts in environment Demo (and anyone added to it later): they can open Zeta 1.9.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Give access' }));
    expect(await within(dialog).findByText('bob can open Zeta 1.9.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(zetaGrant('Analysts'));
    const paths = within(dialog).getByRole('list', { name: 'Granted by' });
    expect(within(paths).getByText('bob is a member of group Analysts, which has access.')).toBeInTheDocument();
  });

  it('shows a failed explanation with Retry', async () => {
    const { user } = setup([mockOperation('main', 'explainAppAccess', apiError(403, 'Not yours'))]);
    const dialog = await openExplain(user);
    await choose(user, dialog, 'Environment', 'Demo');
    await choose(user, dialog, 'User', 'bob');
    expect(await within(dialog).findByText('Not yours')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is offered to publishers, who manage access, in their own environment', async () => {
    const { user } = setup([], { isAppPublisher: true, environmentName: 'Demo' });
    const dialog = await openExplain(user);
    await choose(user, dialog, 'User', 'bob');
    expect(await within(dialog).findByText('bob cannot open Zeta 1.9.')).toBeInTheDocument();
  });
});
