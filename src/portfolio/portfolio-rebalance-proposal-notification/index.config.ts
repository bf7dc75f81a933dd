export default definePageConfig({ navigationBarTitleText: '调仓提醒', enablePullDownRefresh: true });
