export default definePageConfig({ navigationBarTitleText: '交易详情', enablePullDownRefresh: true });
