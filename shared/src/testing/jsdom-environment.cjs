// jsdom lacks several web APIs that Node 24 has (fetch and friends, streams,
// structuredClone, BroadcastChannel). Hand Node's own implementations to the
// test window so code under test sees the same API surface as a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'BroadcastChannel',
  'MessageChannel',
  'setImmediate',
  'clearImmediate',
];

class PortalJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      // AbortController/AbortSignal must come from the same realm as fetch, or
      // Node's fetch rejects jsdom's signals.
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = PortalJsdomEnvironment;
module.exports.TestEnvironment = PortalJsdomEnvironment;
