// Shared UI strings: dialogs, buttons, labels, confirms, toasts and hints. Validation texts live in
// forms/ and each area, error texts in api/catalogue.

export const LOADING_TEXT = '数据加载中';

/** Asset health and the fund model open only in the native app. */
export const APP_ONLY_TEXTS = {
  message: '该功能仅在App内开放',
  download: '下载App',
  cancel: '取消',
  /** Portfolio buying on the web only points to the app. */
  portfolioBuyOnWeb: '请下载App购买组合',
} as const;

export const COMMON_BUTTONS = {
  confirm: '确定',
  cancel: '取消',
  undo: '撤单',
} as const;

export const SUBSCRIPTION_SUCCEEDED_TOAST = '订阅成功';

/** Lists and screens: nothing yet, the end, more below, and the way on after a failure. */
export const STATUS_VIEW_TEXTS = {
  empty: '暂无数据',
  noMore: '没有更多了',
  pullForMore: '上拉加载更多',
  retry: '重试',
} as const;

/** The dead-end page: an address no page answers, or a spec route whose page is not built yet; both with a way on. */
export const NOT_FOUND_TEXTS = {
  title: '页面不存在',
  comingSoon: '功能即将上线',
  home: '返回首页',
  searchPlaceholder: '搜索基金代码或名称',
  search: '搜索',
} as const;


/** What a screen reader says for taps that show a symbol rather than words (×, ⌫, ›). */
export const ACCESSIBILITY_TEXTS = {
  close: '关闭',
  deleteDigit: '删除',
  /** The six password boxes: how many digits are in, never which. */
  passwordEntered: (entered: number, total: number) => `交易密码，已输入${entered}位，共${total}位`,
  /** A row or card that opens what it names. */
  open: (name: string) => `查看${name}`,
  /** An option in a list of choices. */
  choose: (name: string) => `选择${name}`,
} as const;
