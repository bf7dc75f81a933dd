export default definePageConfig({ navigationBarTitleText: '卖出', enablePullDownRefresh: true });
