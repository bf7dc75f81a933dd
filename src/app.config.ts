// Pages, subpackages and the tab bar. Tab pages live in the main package; every other screen goes into
// the subpackage of its area (see packages/core/src/routes), so the main package stays small.
export default defineAppConfig({
  pages: ['pages/index/index', 'pages/funds/index', 'pages/mine/index'],
  // Compiled on their own by `taro build native-components` for the miniprogram-simulate tests.
  components: ['components/PercentText/index', 'components/TradePasswordDialog/index', 'components/BankCardPicker/index'],
  // Page paths come from the route table (ROUTES[].page in packages/core/src/routes), e.g. /s/{symbol}/ ->
  // symbols/fund-detail/index; packages/core/src/routes/app-pages.test.ts lists these same pages.
  subPackages: [
    {
      root: 'accounts',
      pages: [
        'login/index',
        'signup/index',
        'password-reset/index',
        'trade-password/index',
        'trade-password-change/index',
        'trade-password-reset/index',
        'settings/index',
        'profile/index',
        'bank-cards/index',
        'bank-cards-detail/index',
        'bank-cards-bind/index',
        'bank-cards-bind-user/index',
        'bank-cards-bind-user-address/index',
        'bank-cards-bind-complete/index',
        'investment-risk/index',
        'investment-risk-questions/index',
        'investment-risk-questions-again/index',
        'investment-risk-mismatch-assets/index',
      ],
    },
    {
      root: 'trade',
      pages: [
        'funds-trades/index',
        'fund-fixed-investment/index',
        'fund-fixed-investment-detail/index',
        'funds-fixed-investments/index',
        'funds-fixed-investments-detail/index',
        'funds-bao/index',
        'funds-bao-trades/index',
        'funds-bao-income-history/index',
        'wallets-account-changes/index',
      ],
    },
    {
      root: 'symbols',
      pages: [
        'fund-detail/index',
        'search/index',
        'funds-type/index',
        'following/index',
        'following-funds/index',
        'following-stocks/index',
        'funds-companies/index',
        'funds-companies-detail/index',
      ],
    },
    {
      root: 'research',
      pages: [
        'indexes/index',
        'indexes-detail/index',
        'funds-managers/index',
        'funds-managers-detail/index',
        'statuses-detail/index',
        'funds-diagnosis-detail/index',
      ],
    },
    { root: 'portfolio', pages: ['portfolio-detail/index'] },
    { root: 'store', pages: ['detail/index'] },
    { root: 'promotion', pages: ['coupons-mine/index'] },
    { root: 'ai', pages: ['chat/index'] },
    { root: 'futures', pages: ['home/index'] },
  ],
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '基金',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f6f8',
  },
  tabBar: {
    color: '#8a8f99',
    selectedColor: '#e8382f',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      { pagePath: 'pages/index/index', text: '首页', iconPath: 'assets/tab/home.png', selectedIconPath: 'assets/tab/home-active.png' },
      { pagePath: 'pages/funds/index', text: '基金', iconPath: 'assets/tab/funds.png', selectedIconPath: 'assets/tab/funds-active.png' },
      { pagePath: 'pages/mine/index', text: '我的', iconPath: 'assets/tab/mine.png', selectedIconPath: 'assets/tab/mine-active.png' },
    ],
  },
});
