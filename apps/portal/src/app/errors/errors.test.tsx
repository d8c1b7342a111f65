import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary, ErrorFallback } from './error-fallback';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('The widget exploded');
}

jest.setTimeout(30_000);
describe('error pages', () => {
  it("shows 'Something went wrong!' with the message and a working 'Reload Page' button", async () => {
    const reload = jest.fn();
    render(<ErrorFallback message="Network down" onReload={reload} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.getByText('Network down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalled();
  });

  it('catches a rendering error outside the router', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    spy.mockRestore();
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.getByText('The widget exploded')).toBeInTheDocument();
  });

  it("shows the router's 'Unexpected Application Error' with status and message", async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw new Response('Teapot refused', { status: 418, statusText: "I'm a teapot" });
        },
        element: <p>never</p>,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByText('418')).toBeInTheDocument();
    expect(screen.getByText('Teapot refused')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('shows the message of an error thrown while rendering a route', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, element: <Broken /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByText('The widget exploded')).toBeInTheDocument();
    spy.mockRestore();
  });
});
