export default definePageConfig({ navigationBarTitleText: '持仓详情', enablePullDownRefresh: true });
