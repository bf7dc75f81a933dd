export default definePageConfig({ navigationBarTitleText: '调仓对比', enablePullDownRefresh: true });
