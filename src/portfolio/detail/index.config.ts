export default definePageConfig({ navigationBarTitleText: '管理组合', enablePullDownRefresh: true });
