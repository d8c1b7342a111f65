import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './login-form';
import type { EnvironmentOption } from '../lib/environment-option';

const environments: EnvironmentOption[] = [
  { name: 'ROOT' },
  { name: 'Sales', isDefault: true },
  { name: 'Corporate', samlMetadataUrl: 'http://idp.test/metadata' },
];

function setup(failures: string[] = []) {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(<LoginForm environments={environments} failures={failures} onSubmit={onSubmit} />);
  return {
    onSubmit,
    username: screen.getByLabelText('Username'),
    password: screen.getByLabelText('Password'),
    login: screen.getByRole('button', { name: 'Login' }),
  };
}

async function chooseEnvironment(name: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Environment' }), name);
}

jest.setTimeout(30_000);
describe('the login form', () => {
  it('preselects the default environment and groups PRO and SAML environments', async () => {
    setup();
    const select = screen.getByRole('combobox', { name: 'Environment' });
    expect(select).toHaveDisplayValue('Sales');
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(names(within(select).getByRole('group', { name: 'PRO Environments' }))).toEqual(['ROOT', 'Sales']);
    expect(names(within(select).getByRole('group', { name: 'SAML Environments' }))).toEqual(['Corporate']);
  });

  it("requires username and password: 'A username is required', 'A password is required'", async () => {
    const { username, password, login } = setup();
    await userEvent.click(username);
    await userEvent.click(password);
    await userEvent.tab();
    expect(await screen.findByText('A username is required')).toBeInTheDocument();
    expect(screen.getByText('A password is required')).toBeInTheDocument();
    expect(login).toBeDisabled();
  });

  it('allows admin only in the ROOT environment', async () => {
    const { username, password, login } = setup();
    await userEvent.type(username, 'admin');
    await userEvent.type(password, 'secret');
    await userEvent.tab();
    expect(await screen.findByText('Only the ROOT environment will support admin login')).toBeInTheDocument();
    expect(login).toBeDisabled();
    await chooseEnvironment('ROOT');
    await waitFor(() =>
      expect(screen.queryByText('Only the ROOT environment will support admin login')).not.toBeInTheDocument(),
    );
    expect(login).toBeEnabled();
  });

  it('submits the credentials of a PRO environment', async () => {
    const { username, password, login, onSubmit } = setup();
    await userEvent.type(username, ' alice ');
    await userEvent.type(password, 'Secret#Password1');
    await userEvent.click(login);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { environment: 'Sales', username: 'alice', password: 'Secret#Password1' },
        false,
      ),
    );
  });

  it('disables username and password for a SAML environment and submits without them', async () => {
    const { username, password, login, onSubmit } = setup();
    await chooseEnvironment('Corporate');
    expect(username).toBeDisabled();
    expect(password).toBeDisabled();
    await waitFor(() => expect(login).toBeEnabled());
    await userEvent.click(login);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ environment: 'Corporate' }), true),
    );
  });

  it('starts with Login disabled where credentials are needed, enabled where they are not', async () => {
    const { login } = setup();
    expect(login).toBeDisabled();
    cleanup();
    render(
      <LoginForm
        environments={[{ name: 'Corporate', samlMetadataUrl: 'http://idp.test/metadata', isDefault: true }]}
        failures={[]}
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('lists login failures above the form', async () => {
    setup(['Invalid username or password']);
    const list = await screen.findByRole('list', { name: 'Login failures' });
    expect(within(list).getByText('Invalid username or password')).toBeInTheDocument();
  });
});
