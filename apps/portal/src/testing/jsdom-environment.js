// jsdom lacks the fetch classes that react-router's data routers use (Request, Response, Headers);
// this environment lends them Node's own. Tests opt in with a `@jest-environment` docblock.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream']) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
