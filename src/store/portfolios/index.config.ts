export default definePageConfig({ navigationBarTitleText: '小店组合', enablePullDownRefresh: true });
