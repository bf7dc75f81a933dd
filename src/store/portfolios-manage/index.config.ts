export default definePageConfig({ navigationBarTitleText: '组合管理', enablePullDownRefresh: true });
