// Node's jest environment, which also marks the running test as failed when it or one of its hooks fails
// (a time-out included), for failure-report.ts to save the screens and API answers of the moment.
const { TestEnvironment } = require('jest-environment-node');

class E2eEnvironment extends TestEnvironment {
  handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__E2E_FAILED_TEST__ = undefined;
    if (event.name === 'test_fn_failure' || (event.name === 'hook_failure' && event.hook.type !== 'afterEach')) {
      const test = event.test ?? event.hook.parent;
      const names = [];
      for (let block = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
      this.global.__E2E_FAILED_TEST__ = names.join(' › ');
    }
  }
}

module.exports = E2eEnvironment;
