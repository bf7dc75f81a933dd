export default definePageConfig({ navigationBarTitleText: '组合持仓', enablePullDownRefresh: true });
