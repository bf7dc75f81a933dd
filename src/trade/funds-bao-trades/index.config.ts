export default definePageConfig({ navigationBarTitleText: '现金宝交易记录', enablePullDownRefresh: true });
