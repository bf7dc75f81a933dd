export default definePageConfig({ navigationBarTitleText: '收益明细', enablePullDownRefresh: true });
