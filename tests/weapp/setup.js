// The Taro runtime asks for the page stack (and the current page's route), which the simulator lacks.
const hostPage = { route: 'pages/index/index', __route__: 'pages/index/index', options: {} };
globalThis.getCurrentPages = () => [hostPage];
