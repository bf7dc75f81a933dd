export default definePageConfig({ navigationBarTitleText: '推荐组合', enablePullDownRefresh: true });
