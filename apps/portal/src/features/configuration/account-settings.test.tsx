import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessages } from '../../shared/texts/error-messages';
import { renderApp } from '../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import { apiError } from '../../testing/mock-api';
import { API, admin, configurationRoutes, replaceText } from './testing/routes';
import { CUSTOMIZATION_SAVED } from './components/customization-form';
import { RETENTION_TEXTS } from './components/retention-form';
import { readImageSize } from './lib/read-image-size';

jest.mock('./lib/read-image-size');
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const SIZES: Record<string, { width: number; height: number }> = {
  'login.png': { width: 1200, height: 1000 },
  'login-small.png': { width: 600, height: 1000 },
  'login-short.png': { width: 1200, height: 700 },
  'logo.gif': { width: 100, height: 40 },
  'logo-big.gif': { width: 121, height: 40 },
  'logo-tall.gif': { width: 100, height: 81 },
};

beforeEach(() => {
  jest.mocked(readImageSize).mockImplementation(async (file) => SIZES[(file as File).name] ?? { width: 1, height: 1 });
  Object.assign(URL, { createObjectURL: jest.fn((file: File) => `blob:${file.name}`) });
});

const image = (name: string, type = name.endsWith('.gif') ? 'image/gif' : 'image/png') =>
  new File(['x'], name, { type });
const saved = {
  contactTitle: 'Support',
  contactDetails: '<b>Call us</b>',
  rightLogoId: 'logo-1',
  loginImageId: null,
  profile: { profileName: 'default' },
};

function metadataOf(body: unknown): unknown {
  return JSON.parse(String((body as FormData).get('metadata')));
}

async function chooseImage(label: string, file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText(`Choose ${label}`), file);
}

describe('Account settings: portal customization', () => {
  it('saves contact title and details through the customization call with the delete flags off', async () => {
    const { calls } = renderApp({
      path: '/configuration',
      user: admin,
      routes: configurationRoutes([mockOperation('main', 'updateCustomization', { status: 200, body: saved })]),
    });
    await replaceText(userEvent, await screen.findByLabelText('Contact title'), ' Support ');
    await replaceText(userEvent, screen.getByLabelText('Contact details'), '<b>Call us</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Save customization' }));
    expect(await screen.findByText(CUSTOMIZATION_SAVED)).toBeInTheDocument();
    const call = calls.find((c) => c.method === 'POST' && c.path === `${API}/customization`);
    expect(metadataOf(call?.body)).toEqual({
      contactTitle: 'Support',
      contactDetails: '<b>Call us</b>',
      deleteLoginImage: false,
      deleteRightLogo: false,
    });
    expect((call?.body as FormData).get('loginImage')).toBeNull();
  });

  it('previews contact details sanitised: markup stays, scripts and handlers are removed and never run', async () => {
    const ran = jest.fn();
    Object.assign(window, { pwned: ran });
    renderApp({ path: '/configuration/account_settings', user: admin, routes: configurationRoutes() });
    await replaceText(
      userEvent,
      await screen.findByLabelText('Contact details'),
      '<b>Mail us</b><script>window.pwned()</script><img src="x" onerror="window.pwned()"><a href="javascript:window.pwned()">x</a>',
    );
    const preview = await screen.findByRole('region', { name: 'Contact details preview' });
    expect(within(preview).getByText('Mail us').tagName).toBe('B');
    expect(preview.innerHTML).not.toMatch(/script|onerror|javascript:/);
    expect(ran).not.toHaveBeenCalled();
  });

  it('checks the login image type and size in the browser before upload, with a preview', async () => {
    renderApp({ path: '/configuration/account_settings', user: admin, routes: configurationRoutes() });
    await screen.findByLabelText('Contact title');
    expect(screen.getByText('The default login image is used.')).toBeInTheDocument();
    await chooseImage('login image', image('login.bmp', 'image/bmp'));
    expect(await screen.findByText('The login image must be a JPEG, PNG or GIF image.')).toBeInTheDocument();
    await chooseImage('login image', image('login-small.png'));
    expect(await screen.findByText('The login image must be 640 to 2500 pixels wide.')).toBeInTheDocument();
    await chooseImage('login image', image('login-short.png'));
    expect(await screen.findByText('The login image must be 800 to 2500 pixels high.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Login image preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save customization' })).toBeDisabled();
    await chooseImage('login image', image('login.png'));
    expect(await screen.findByRole('img', { name: 'Login image preview' })).toHaveAttribute('src', 'blob:login.png');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the company logo size (10 to 120 by 10 to 80) and uploads it as rightLogo', async () => {
    const { calls } = renderApp({
      path: '/configuration/account_settings',
      user: admin,
      routes: configurationRoutes([mockOperation('main', 'updateCustomization', { status: 200, body: saved })]),
    });
    await screen.findByLabelText('Contact title');
    await chooseImage('company logo', image('logo-big.gif'));
    expect(await screen.findByText('The company logo must be 10 to 120 pixels wide.')).toBeInTheDocument();
    await chooseImage('company logo', image('logo-tall.gif'));
    expect(await screen.findByText('The company logo must be 10 to 80 pixels high.')).toBeInTheDocument();
    await chooseImage('company logo', image('logo.gif'));
    expect(await screen.findByRole('img', { name: 'Company logo preview' })).toHaveAttribute('src', 'blob:logo.gif');
    await userEvent.click(screen.getByRole('button', { name: 'Save customization' }));
    expect(await screen.findByText(CUSTOMIZATION_SAVED)).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST' && c.path === `${API}/customization`)?.body as FormData;
    expect((body.get('rightLogo') as File).name).toBe('logo.gif');
    expect(body.get('loginImage')).toBeNull();
  });

  it.each([
    {
      image: 'company logo',
      current: { rightLogoId: 'logo-1', loginImageId: null },
      preview: 'Company logo preview',
      src: '/portal/company-logo?logo=logo-1',
      other: 'Delete login image',
      after: 'No company logo is shown.',
      flags: { deleteRightLogo: true, deleteLoginImage: false },
    },
    {
      image: 'login image',
      current: { rightLogoId: null, loginImageId: 'image-1' },
      preview: 'Login image preview',
      src: '/portal/login-image?image=image-1',
      other: 'Delete company logo',
      after: 'The default login image is used.',
      flags: { deleteLoginImage: true, deleteRightLogo: false },
    },
  ])('shows the current $image and deletes it with its delete flag', async ({ image, current, ...expected }) => {
    const shown = { ...saved, ...current };
    const { calls } = renderApp({
      path: '/configuration/account_settings',
      user: admin,
      routes: configurationRoutes([
        mockOperation('main', 'getCustomization', { status: 200, body: shown }),
        mockOperation('main', 'updateCustomization', {
          status: 200,
          body: { ...shown, rightLogoId: null, loginImageId: null },
        }),
      ]),
    });
    expect(await screen.findByRole('img', { name: expected.preview })).toHaveAttribute('src', expected.src);
    expect(screen.getByRole('button', { name: expected.other })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: `Delete ${image}` }));
    expect(screen.getByText(expected.after)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save customization' }));
    expect(await screen.findByText(CUSTOMIZATION_SAVED)).toBeInTheDocument();
    const call = calls.find((c) => c.method === 'POST' && c.path === `${API}/customization`);
    expect(metadataOf(call?.body)).toMatchObject(expected.flags);
    expect((call?.body as FormData).get('loginImage')).toBeNull();
  });

  it("shows 'An error occurred while updating the portal customization.' with the server message", async () => {
    renderApp({
      path: '/configuration/account_settings',
      user: admin,
      routes: configurationRoutes([mockOperation('main', 'updateCustomization', apiError(400, 'Images too large.'))]),
    });
    await replaceText(userEvent, await screen.findByLabelText('Contact title'), 'Help');
    await userEvent.click(screen.getByRole('button', { name: 'Save customization' }));
    expect(await screen.findByText(`${errorMessages.updateCustomization} Images too large.`)).toBeInTheDocument();
  });
});

describe('Account settings: retention', () => {
  it('shows the job retention time in days and saves a new one', async () => {
    const { calls } = renderApp({
      path: '/configuration/account_settings',
      user: admin,
      routes: configurationRoutes([
        mockOperation('main', 'updateRetentionSettings', ({ body }) => ({ status: 200, body })),
      ]),
    });
    const field = await screen.findByLabelText('Job retention time');
    expect(field).toHaveValue('30');
    expect(screen.getByText('days')).toBeInTheDocument();
    await replaceText(userEvent, field, '1.5');
    expect(await screen.findByText(RETENTION_TEXTS.invalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save retention' })).toBeDisabled();
    await replaceText(userEvent, field, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText(RETENTION_TEXTS.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/retention-settings') && c.method === 'POST')?.body).toEqual({
      jobRetentionTime: 14,
    });
  });

  it('asks before saving 0 or 36500 days, saves nothing on Cancel, and saves another value afterwards', async () => {
    const { calls } = renderApp({
      path: '/configuration/account_settings',
      user: admin,
      routes: configurationRoutes([
        mockOperation('main', 'updateRetentionSettings', ({ body }) => ({ status: 200, body })),
      ]),
    });
    const field = await screen.findByLabelText('Job retention time');
    const save = screen.getByRole('button', { name: 'Save retention' });
    await replaceText(userEvent, field, '0');
    await userEvent.click(save);
    const question = await screen.findByRole('dialog', { name: RETENTION_TEXTS.confirmTitle });
    expect(within(question).getByText(RETENTION_TEXTS.confirmZero)).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path.endsWith('/retention-settings') && c.method === 'POST')).toBe(false);
    expect(save).toBeEnabled();
    await replaceText(userEvent, field, '36501');
    expect(
      await screen.findByText('The job retention time can be at most 36500 days (100 years).'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    await replaceText(userEvent, field, '36500');
    await userEvent.click(save);
    const again = await screen.findByRole('dialog', { name: RETENTION_TEXTS.confirmTitle });
    expect(within(again).getByText(RETENTION_TEXTS.confirmLong(36500))).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path.endsWith('/retention-settings') && c.method === 'POST')).toBe(false);
    await replaceText(userEvent, field, '7');
    await userEvent.click(save);
    expect(await screen.findByText(RETENTION_TEXTS.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/retention-settings') && c.method === 'POST')?.body).toEqual({
      jobRetentionTime: 7,
    });
  });

  it("shows 'An error occurred while updating the retention settings' with the server message", async () => {
    renderApp({
      path: '/configuration/account_settings',
      user: admin,
      routes: configurationRoutes([mockOperation('main', 'updateRetentionSettings', apiError(500, 'Database down.'))]),
    });
    await replaceText(userEvent, await screen.findByLabelText('Job retention time'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText(`${errorMessages.updateRetention} Database down.`)).toBeInTheDocument();
  });
});
