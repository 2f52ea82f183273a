// jsdom lacks globals rjsf and react-router need (stack-notes G10). Never copy MessageChannel: Jest would hang.
const { TestEnvironment } = require('jest-environment-jsdom');
const PASS = ['structuredClone', 'TextEncoder', 'TextDecoder', 'fetch', 'Headers', 'Request', 'Response', 'FormData', 'ReadableStream', 'AbortSignal'];
module.exports = class extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const k of PASS) if (typeof this.global[k] === 'undefined' && typeof globalThis[k] !== 'undefined') this.global[k] = globalThis[k];
  }
};
