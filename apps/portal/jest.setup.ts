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

// A form whose submit starts a transition (a navigation) gets a FormData of itself from React, as in
// a browser; Node's FormData cannot read jsdom's form, so here it takes the form's fields by hand.
const NodeFormData = globalThis.FormData;
class FormDataOfForms extends NodeFormData {
  constructor(form?: unknown) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const field of Array.from(form.elements)) {
      if ('name' in field && 'value' in field && field.name) this.append(String(field.name), String(field.value));
    }
  }
}
Object.defineProperty(globalThis, 'FormData', { value: FormDataOfForms, configurable: true, writable: true });

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
