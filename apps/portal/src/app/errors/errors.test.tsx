import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { ErrorBoundary, ErrorFallback } from './error-fallback';
import { RouteErrorBoundary } from './route-error';

function Broken({ error = new Error('The widget exploded') }: { error?: Error }): never {
  throw error;
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

  it("shows 'Unexpected Application Error' with the status and message of what a route threw", () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken error={Object.assign(new Error('Teapot refused'), { status: 418 })} />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    spy.mockRestore();
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByText('418')).toBeInTheDocument();
    expect(screen.getByText('Teapot refused')).toBeInTheDocument();
  });

  it('shows the page again once the address changes', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>Fine again</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('The widget exploded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Fine again')).toBeInTheDocument();
    expect(screen.queryByText('The widget exploded')).not.toBeInTheDocument();
    spy.mockRestore();
  });
});
