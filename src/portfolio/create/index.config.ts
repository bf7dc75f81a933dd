export default definePageConfig({ navigationBarTitleText: '创建组合', enablePullDownRefresh: true });
