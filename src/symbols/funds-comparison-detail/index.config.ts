export default definePageConfig({ navigationBarTitleText: '净值对比', enablePullDownRefresh: true });
