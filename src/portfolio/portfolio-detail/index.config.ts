export default definePageConfig({ navigationBarTitleText: '组合详情', enablePullDownRefresh: true, enableShareAppMessage: true });
