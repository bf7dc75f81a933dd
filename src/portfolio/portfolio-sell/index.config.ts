export default definePageConfig({ navigationBarTitleText: '卖出组合', enablePullDownRefresh: true });
