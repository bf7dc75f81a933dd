export default definePageConfig({ navigationBarTitleText: '组合资产', enablePullDownRefresh: true });
