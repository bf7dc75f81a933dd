// Runs on the H5 app entry that Taro's loader writes (see startup-slices.ts): the entry creates the React app,
// then mounts the tab bar, then starts the router, which renders the first page's root, all in one task. Here
// the tab bar and the router each start in a task of their own, in the same order, so no one of the three holds
// the main thread for the sum of them. Left as it is (with a warning) if Taro writes its entry another way.
const MOUNT_AND_ROUTE =
  /\n(handleAppMount(?:WithTabbar)?\(config, ?history\);?)\s*\n(createRouter\(history, ?inst, ?config, ?React\);?)\s*\n(\w*initPxTransform\(\{[\s\S]*?\n\}\);?)/;

// A MessageChannel message, unlike a timer, is not slowed down in a background tab.
const NEXT_TASK = `
function __startupNextTask(run) {
  if (typeof MessageChannel !== 'function') return setTimeout(run, 0)
  var channel = new MessageChannel()
  channel.port1.onmessage = function () { channel.port1.onmessage = null; run() }
  channel.port2.postMessage(0)
}
`;

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function entrySlicesLoader(source) {
  if (!MOUNT_AND_ROUTE.test(source)) {
    this.emitWarning(new Error('entry-slices-loader: Taro 的 H5 入口格式已变，应用启动未分段'));
    return source;
  }
  return (
    source.replace(
      MOUNT_AND_ROUTE,
      (_whole, mount, route, px) => `\n__startupNextTask(function () {\n${mount}\n__startupNextTask(function () {\n${route}\n${px}\n})\n})`,
    ) + NEXT_TASK
  );
};
