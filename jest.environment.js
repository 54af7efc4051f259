// jsdom with Node's Fetch API classes: react-router's data router gives each loader a `Request` (with its
// AbortController's signal), which jsdom lacks; Node's Request accepts only Node's AbortSignal.
const { TestEnvironment } = require('jest-environment-jsdom');

class Environment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = Environment;
