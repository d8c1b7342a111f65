// The portal's test environment: jsdom (a current major, whose selector engine matches `:has()` rules
// without the cost of the older one) with Node's own fetch, streams, encoders and BroadcastChannel,
// which msw needs and jsdom does not provide, and Node's module resolution instead of browser bundles.
const { default: JSDOMEnvironment } = require('@jest/environment-jsdom-abstract');
const jsdom = require('jsdom');

const NODE_GLOBALS = {
  TextDecoder,
  TextEncoder,
  TextDecoderStream,
  TextEncoderStream,
  ReadableStream,
  TransformStream,
  WritableStream,
  Blob,
  Headers,
  FormData,
  Request,
  Response,
  fetch,
  AbortController,
  AbortSignal,
  structuredClone,
  URL,
  URLSearchParams,
  BroadcastChannel,
};

class PortalEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
    this.customExportConditions = [''];
    Object.assign(this.global, NODE_GLOBALS);
  }
}

module.exports = PortalEnvironment;
