export default definePageConfig({ navigationBarTitleText: '交易方案', enablePullDownRefresh: true });
