// A node test environment that also hands the test Node's own require (`nativeRequire`): modules
// loaded with it run outside jest's sandbox, where their import() works. ESLint's API needs that
// (it import()s eslint.config.js and plugins), and jest runs without --experimental-vm-modules
// (jest.config.js).
const { TestEnvironment } = require('jest-environment-node');
const { createRequire } = require('node:module');
const path = require('node:path');

module.exports = class NativeModulesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.nativeRequire = createRequire(path.join(config.projectConfig.rootDir, 'package.json'));
  }
};
