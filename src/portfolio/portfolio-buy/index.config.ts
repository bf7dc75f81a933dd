export default definePageConfig({ navigationBarTitleText: '买入组合', enablePullDownRefresh: true });
