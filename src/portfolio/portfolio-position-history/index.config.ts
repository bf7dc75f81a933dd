export default definePageConfig({ navigationBarTitleText: '调仓记录', enablePullDownRefresh: true });
