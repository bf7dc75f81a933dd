export default definePageConfig({ navigationBarTitleText: '持仓明细', enablePullDownRefresh: true });
