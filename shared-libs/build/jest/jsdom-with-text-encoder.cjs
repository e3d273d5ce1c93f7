// jsdom for test files that load react-router (name it in the file's docblock: @jest-environment
// ./shared-libs/build/jest/jsdom-with-text-encoder.cjs). react-router makes a TextEncoder as it loads (for its
// data routers' streams) and jsdom has none, while every browser the site supports and Node do: lent from Node.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextDecoder, TextEncoder } = require('node:util');

class JsdomWithTextEncoder extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.TextEncoder ??= TextEncoder;
    this.global.TextDecoder ??= TextDecoder;
  }
}

module.exports = JsdomWithTextEncoder;
