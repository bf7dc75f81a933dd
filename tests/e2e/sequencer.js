// Journeys share one server. Those that advance its development clock (trading, and the route sweep's demo
// ids) run after the ones that read the market as of today, so a subscription period or a countdown seen by
// the research journeys is never shifted by another file.
const Sequencer = require('@jest/test-sequencer').default;
const path = require('node:path');

function rank(file) {
  const name = path.basename(file);
  if (name.startsWith('every-route')) return 2;
  if (name.startsWith('trade-')) return 1;
  // After the fund journeys, whose risk-confirm step was written against the market before portfolio trading moved the clock.
  if (name.startsWith('portfolio-trade')) return 1.5;
  return 0;
}

class ClockAwareSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));
  }
}

module.exports = ClockAwareSequencer;
