export default definePageConfig({ navigationBarTitleText: '组合交易详情', enablePullDownRefresh: true });
