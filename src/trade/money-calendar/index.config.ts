export default definePageConfig({ navigationBarTitleText: '资金日历', enablePullDownRefresh: true });
