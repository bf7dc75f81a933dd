export default definePageConfig({ navigationBarTitleText: '量化策略', enablePullDownRefresh: true });
