export default definePageConfig({ navigationBarTitleText: '跟投资产', enablePullDownRefresh: true });
