export default definePageConfig({ navigationBarTitleText: '市场概况', enablePullDownRefresh: true });
