export default definePageConfig({ navigationBarTitleText: '资金明细', enablePullDownRefresh: true });
