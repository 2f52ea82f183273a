// prettier 3's CommonJS entry import()s its ESM build, which jest (run without
// --experimental-vm-modules, see jest.config.js) cannot load. Its standalone build is CommonJS and
// formats the same way once handed the parsers json-schema-to-typescript asks for (TypeScript).
const standalone = require('prettier/standalone');
const plugins = [require('prettier/plugins/typescript'), require('prettier/plugins/estree')];

module.exports = {
  ...standalone,
  format: (source, options = {}) => standalone.format(source, { ...options, plugins: [...plugins, ...(options.plugins ?? [])] }),
};
