export default definePageConfig({ navigationBarTitleText: '组合收益', enablePullDownRefresh: true });
