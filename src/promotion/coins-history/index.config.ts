export default definePageConfig({ navigationBarTitleText: '金币明细', enablePullDownRefresh: true });
