// The browser flows' test environment: Node's, plus a flag that tells the harness the running test (or
// one of its hooks) has failed, so that it can describe the pages the test left open before they close.
const { TestEnvironment } = require('jest-environment-node');

class FlowEnvironment extends TestEnvironment {
  handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__flowTestFailed = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global.__flowTestFailed = true;
  }
}

module.exports = FlowEnvironment;
