export default definePageConfig({ navigationBarTitleText: '调仓方案', enablePullDownRefresh: true });
