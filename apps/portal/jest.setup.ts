import '@testing-library/jest-dom';
import { File as NodeFile } from 'node:buffer';
import { configure } from '@testing-library/react';
import { calls, server } from './src/testing/mock-api';

// Every call of the portal meets the SDK testing kit's handlers; an operation the kit does not know fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

// The environment gives Node's Blob and FormData (what msw reads); its File must be Node's too, or a
// FormData would take a test's file for a string.
Object.defineProperty(globalThis, 'File', { value: NodeFile, configurable: true, writable: true });

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// Lazy route modules compile on first use under ts-jest; give findBy/waitFor room on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
