export default definePageConfig({ navigationBarTitleText: '调仓', enablePullDownRefresh: true });
