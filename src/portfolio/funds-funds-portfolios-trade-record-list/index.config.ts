export default definePageConfig({ navigationBarTitleText: '交易记录', enablePullDownRefresh: true });
