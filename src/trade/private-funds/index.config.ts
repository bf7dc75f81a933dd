export default definePageConfig({ navigationBarTitleText: '私募资产', enablePullDownRefresh: true });
