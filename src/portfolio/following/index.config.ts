export default definePageConfig({ navigationBarTitleText: '关注的组合', enablePullDownRefresh: true });
