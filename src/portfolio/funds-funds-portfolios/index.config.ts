export default definePageConfig({ navigationBarTitleText: '我的组合', enablePullDownRefresh: true });
