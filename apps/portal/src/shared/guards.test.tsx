import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { MixedMode } from '@pro-portal/sdk';
import { PortalContextProvider } from './portal-context';
import { RequireMixedMode } from './guards';
import { PATHS } from './paths';

function portal(mode: MixedMode | undefined) {
  return (
    <PortalContextProvider basePath="/" isMixedMode={mode}>
      <MemoryRouter initialEntries={['/about']}>
        <Routes>
          <Route element={<RequireMixedMode />}>
            <Route path="/about" element={<h1>About</h1>} />
          </Route>
          <Route path={PATHS.APPLICATIONS} element={<h1>Applications</h1>} />
        </Routes>
      </MemoryRouter>
    </PortalContextProvider>
  );
}

describe('the mixed-mode guard', () => {
  it('waits for the portal mode, then shows the mixed-mode page', () => {
    const { container, rerender } = render(portal(undefined));
    expect(container).toBeEmptyDOMElement();
    rerender(portal('yes'));
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('waits for the portal mode, then sends the visitor to the applications list', () => {
    const { container, rerender } = render(portal(undefined));
    expect(container).toBeEmptyDOMElement();
    rerender(portal('no'));
    expect(screen.getByRole('heading', { name: 'Applications' })).toBeInTheDocument();
  });
});
