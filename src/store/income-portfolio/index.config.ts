export default definePageConfig({ navigationBarTitleText: '组合收入明细', enablePullDownRefresh: true });
